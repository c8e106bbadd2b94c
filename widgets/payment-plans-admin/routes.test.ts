// @vitest-environment node
import { adminRoutes, listPath, matchRoute, menu } from './routes.ts';

describe('admin Payment Plans routes', () => {
  it.each([
    ['/Enrollments', 'enrollments', {}],
    ['/Assignments', 'assignments', {}],
    ['/Assignments/add', 'assignmentAdd', {}],
    ['/Assignments/12/edit', 'assignmentEdit', { assignmentId: 12 }],
    ['/Assignments/12/editProductPricing', 'assignmentPricing', { assignmentId: 12 }],
    ['/Schedules', 'schedules', {}],
    ['/Schedules/add', 'scheduleAdd', {}],
    ['/Schedules/7', 'scheduleDetail', { scheduleId: 7 }],
    ['/Pricing', 'pricing', {}],
    ['/Pricing/add', 'pricingAdd', {}],
    ['/Pricing/4/', 'pricingDetail', { scheduleId: 4 }],
  ])('%s is the %s route', (path, id, params) => {
    const match = matchRoute(path);
    expect(match?.route.id).toBe(id);
    expect(match?.params).toEqual(params);
  });

  it.each(['/', '', '/Nothing', '/Schedules/abc', '/Schedules/0', '/Schedules/7/extra', '~/cart'])('%s is no route (the area goes to Enrollments)', (path) => {
    expect(matchRoute(path)).toBeNull();
  });

  it('ignores the query and hash', () => {
    expect(matchRoute('/Schedules?x=1#top')?.route.id).toBe('schedules');
  });

  it('lists the menu in the spec order, each to its list route', () => {
    expect(menu.map((entry) => entry.path)).toEqual(['/Enrollments', '/Pricing', '/Schedules', '/Assignments']);
    expect(listPath('schedules')).toBe('/Schedules');
    expect(new Set(adminRoutes.map((route) => route.id)).size).toBe(adminRoutes.length);
  });
});
