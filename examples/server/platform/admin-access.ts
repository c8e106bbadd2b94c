/**
 * Who may use the admin area: admins only. Its calls answer 401 to a guest and 403 to anybody
 * else signed in; its pages send everybody but an admin to the sign-in page, coming back after.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, Customer } from './app-env.ts';

export const ADMIN_ACCESS_MESSAGES = {
  signIn: 'Sign in with an administrator account.',
  adminsOnly: 'This is for administrators only.',
} as const;

export function isAdmin(customer: Customer | null): boolean {
  return customer?.role === 'admin';
}

/** For the admin calls: 401 for a guest, 403 for a signed-in customer who is not an admin. */
export function requireAdmin(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const customer = c.get('customer');
    if (customer === null) return c.json({ success: false, message: ADMIN_ACCESS_MESSAGES.signIn }, 401);
    if (!isAdmin(customer)) return c.json({ success: false, message: ADMIN_ACCESS_MESSAGES.adminsOnly }, 403);
    await next();
  };
}

/** For the admin pages: the sign-in page for anybody but an admin, with a way back here. */
export function adminPageGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!isAdmin(c.get('customer'))) {
      const url = new URL(c.req.url);
      return c.redirect(`/login?returnUrl=${encodeURIComponent(url.pathname + url.search)}`, 303);
    }
    await next();
  };
}

/** The signed-in admin's id (only under `requireAdmin` or `adminPageGuard`). */
export function adminId(c: Context<AppEnv>): number {
  const customer = c.get('customer');
  if (customer === null) throw new Error('admin-access: adminId outside an admin route');
  return customer.id;
}
