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
  /** Internal row id; stable across id rotation so the guest cart follows it. */
  key: number;
  customerId: number | null;
  csrfToken: string;
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
}

export interface AppEnv {
  Variables: {
    session: Session;
    customer: Customer | null;
    fields: FormFields;
    store: StoreMode;
  };
}
