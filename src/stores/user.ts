/**
 * `$user`: who is shopping. Guests count as signed out.
 */
import { computed, type ReadableAtom } from 'nanostores';
import { $settings } from './settings.ts';
import { shared } from '../core/shared.ts';

export interface CurrentUser {
  signedIn: boolean;
  firstName: string;
  lastName: string;
}

export const $user: ReadableAtom<CurrentUser> = shared('store:user', () =>
  computed($settings, ({ user }) => ({
    signedIn: user.SignedIn && !user.IsGuest,
    firstName: user.FirstName,
    lastName: user.LastName,
  })),
);
