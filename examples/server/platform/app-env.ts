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

export interface AppEnv {
  Variables: {
    session: Session;
    customer: Customer | null;
    fields: FormFields;
  };
}
