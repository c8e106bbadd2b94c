import { lazy, Suspense, type ComponentType } from 'react';
import { Link, Redirect, Router, useLocation, type BaseLocationHook } from 'wouter';
import { Spinner } from '../../src/ui/Spinner.tsx';
import { useLabels } from '../../src/ui/use-labels.ts';
import { adminLabels } from './labels.ts';
import type { ScreenProps } from './screen-props.ts';
import { DEFAULT_BASE_PATH, HOME_PATH, matchRoute, menu, type ScreenId } from './routes.ts';

/**
 * Each screen is its own chunk: the enrollments table and the assignment form (and the libraries
 * behind them) load only when their screen is opened.
 */
const screens: Record<ScreenId, ComponentType<ScreenProps>> = {
  enrollments: lazy(() => import('./enrollments/Enrollments.tsx')),
  pricing: lazy(() => import('./schedules/PricingSchedules.tsx')),
  schedules: lazy(() => import('./schedules/PaymentSchedules.tsx')),
  assignments: lazy(() => import('./assignments/Assignments.tsx')),
};

export interface PaymentPlansAdminProps {
  /** Where the area lives; its routes are below it. */
  basePath?: string | undefined;
  /** Tests and stories: a location other than the browser's (wouter's `memoryLocation().hook`). */
  locationHook?: BaseLocationHook | undefined;
}

/**
 * `<resort-payment-plans-admin>`: the admin Payment Plans area with its
 * history-mode routes under the base path, the menu, the route's name as the title and the
 * subhead `Payment Plans`. Back, forward and reload work on every route.
 */
export function PaymentPlansAdmin({ basePath = DEFAULT_BASE_PATH, locationHook }: PaymentPlansAdminProps) {
  return (
    <Router base={basePath.replace(/\/+$/, '')} {...(locationHook ? { hook: locationHook } : {})}>
      <AdminArea />
    </Router>
  );
}

function AdminArea() {
  const labels = useLabels(adminLabels);
  const [location, navigate] = useLocation();
  const match = matchRoute(location);
  // `/Configure/` and anything unknown go to Enrollments.
  if (!match) return <Redirect to={HOME_PATH} replace />;
  const Screen = screens[match.route.screen];
  return (
    <div className="rw-ppa">
      <header className="rw-ppa__header">
        <h1 className="rw-ppa__title">{labels[`route.${match.route.id}`]}</h1>
        <p className="rw-ppa__subhead">{labels.subhead}</p>
      </header>
      <nav className="rw-ppa__nav" aria-label={labels['menu.label']}>
        <ul>
          {menu.map((entry) => (
            <li key={entry.screen}>
              <Link href={entry.path} className="rw-ppa__nav-link" aria-current={entry.screen === match.route.screen ? 'page' : undefined}>
                {labels[`menu.${entry.screen}`]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="rw-ppa__screen">
        <Suspense fallback={<Spinner label={labels['common.loading']} />}>
          <Screen match={match} navigate={navigate} labels={labels} />
        </Suspense>
      </div>
    </div>
  );
}
