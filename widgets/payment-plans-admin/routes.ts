/**
 * The admin Payment Plans area's history-mode routes, relative to the base path
 * (`/Admin/PaymentPlans/Configure`). Each route has a name (the page title) and the screen that
 * shows it; child routes open an overlay or a side panel over their list.
 */
export type ScreenId = 'enrollments' | 'pricing' | 'schedules' | 'assignments';

export type RouteId =
  | 'enrollments'
  | 'assignments'
  | 'assignmentAdd'
  | 'assignmentEdit'
  | 'assignmentPricing'
  | 'schedules'
  | 'scheduleAdd'
  | 'scheduleDetail'
  | 'pricing'
  | 'pricingAdd'
  | 'pricingDetail';

export interface AdminRoute {
  id: RouteId;
  /** `/Schedules/:scheduleId`; parameters are ids (digits). */
  pattern: string;
  screen: ScreenId;
}

export const DEFAULT_BASE_PATH = '/Admin/PaymentPlans/Configure';
/** `/Configure/` (and anything unknown) goes to Enrollments. */
export const HOME_PATH = '/Enrollments';

/** In match order: `add` before `:scheduleId`. */
export const adminRoutes: readonly AdminRoute[] = [
  { id: 'enrollments', pattern: '/Enrollments', screen: 'enrollments' },
  { id: 'assignments', pattern: '/Assignments', screen: 'assignments' },
  { id: 'assignmentAdd', pattern: '/Assignments/add', screen: 'assignments' },
  { id: 'assignmentEdit', pattern: '/Assignments/:assignmentId/edit', screen: 'assignments' },
  { id: 'assignmentPricing', pattern: '/Assignments/:assignmentId/editProductPricing', screen: 'assignments' },
  { id: 'schedules', pattern: '/Schedules', screen: 'schedules' },
  { id: 'scheduleAdd', pattern: '/Schedules/add', screen: 'schedules' },
  { id: 'scheduleDetail', pattern: '/Schedules/:scheduleId', screen: 'schedules' },
  { id: 'pricing', pattern: '/Pricing', screen: 'pricing' },
  { id: 'pricingAdd', pattern: '/Pricing/add', screen: 'pricing' },
  { id: 'pricingDetail', pattern: '/Pricing/:scheduleId', screen: 'pricing' },
];

/** The menu, in the spec's order, with the list route each entry opens. */
export const menu: readonly { screen: ScreenId; path: string }[] = [
  { screen: 'enrollments', path: '/Enrollments' },
  { screen: 'pricing', path: '/Pricing' },
  { screen: 'schedules', path: '/Schedules' },
  { screen: 'assignments', path: '/Assignments' },
];

export interface RouteMatch {
  route: AdminRoute;
  params: Record<string, number>;
}

const ID = /^[1-9]\d{0,9}$/;

/** The route for `path` (relative to the base path), or null when it is none of them. */
export function matchRoute(path: string): RouteMatch | null {
  const segments = path.split(/[?#]/, 1)[0]!.split('/').filter((segment) => segment !== '');
  for (const route of adminRoutes) {
    const parts = route.pattern.split('/').filter((part) => part !== '');
    if (parts.length !== segments.length) continue;
    const params: Record<string, number> = {};
    const matches = parts.every((part, index) => {
      const segment = segments[index]!;
      if (!part.startsWith(':')) return part === segment;
      if (!ID.test(segment)) return false;
      params[part.slice(1)] = Number(segment);
      return true;
    });
    if (matches) return { route, params };
  }
  return null;
}

/** The list route of a screen (where closing an overlay goes back to). */
export function listPath(screen: ScreenId): string {
  return menu.find((entry) => entry.screen === screen)!.path;
}
