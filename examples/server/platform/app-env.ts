import type { FormFields } from './request-body.ts';

export type Role = 'customer' | 'admin';

export interface Customer {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
}

export interface Session {
  /**
   * Internal row id, stable across id rotation so the guest cart follows it; null until something
   * needs a stored session (a cart, signing in): a visitor who only looks stores nothing.
   */
  key: number | null;
  customerId: number | null;
  /** The anti-forgery token a state-changing request must carry; null when no page has given one yet. */
  csrfToken: string | null;
}

/** How the store runs: set once at start (see `StoreOptions`), read by the routes that differ. */
export interface StoreMode {
  /** `development` (the default of `npm start`) shows the password-recovery e-mail on the page. */
  mode: 'development' | 'production';
  /** The address the store's links use, never the request's Host header. */
  publicOrigin: string;
  /** The test-only pages (`/__test/*`) and the `X-Demo-Fail` header work only in the store's tests. */
  testRoutes: boolean;
  /** Where a production store writes the e-mails it would send (an outbox file). */
  dataDir: string;
  /**
   * The card doubles' own origin (`http://127.0.0.1:<port>`, a second port of the store), as
   * Square and Braintree serve their scripts and frames from theirs; null where the store serves
   * them itself (its tests, in one process).
   */
  doublesOrigin: string | null;
}

export interface AppEnv {
  Variables: {
    session: Session;
    customer: Customer | null;
    fields: FormFields;
    store: StoreMode;
    /** The store's secret for the anti-forgery tokens of visitors without a stored session. */
    antiforgeryKey: Buffer;
    /** This request's reference (`X-Request-Id`), set by `request-id.ts`. */
    requestId: string;
    /**
     * The card provider a test browser chose with the `resort.test-provider` cookie; set only when
     * the store runs for its tests, so parallel real-browser tests can pay through both providers.
     */
    testPaymentProvider?: 'Square' | 'Braintree';
  };
}
