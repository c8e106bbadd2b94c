import type { AdminLabels } from './labels.ts';
import type { RouteMatch } from './routes.ts';

/** What every screen gets from the area: the route it shows and how to go elsewhere. */
export interface ScreenProps {
  match: RouteMatch;
  navigate: (path: string, options?: { replace?: boolean }) => void;
  labels: AdminLabels;
}
