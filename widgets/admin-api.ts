/**
 * The helpers an admin page may use, without the staff tags: what `resort-widgets/admin` exports,
 * and what the admin CDN loader puts on `window.ResortWidgetsAdmin`.
 */
export { defineWidget } from '../src/island/define-widget.tsx';
export type { WidgetDefinition, IslandProps } from '../src/island/define-widget.tsx';
export { emit, on } from '../src/events/bus.ts';
export type { ResortEvents, ResortEventName } from '../src/events/bus.ts';
export { LIBRARY_VERSION as version } from '../src/core/shared.ts';
export { $settings, $labels } from '../src/stores/settings.ts';
export { setPageData, reloadPageData } from '../src/stores/page-data-actions.ts';
export { $user } from '../src/stores/user.ts';
