/**
 * resort-widgets/admin: registers the staff tags (`<resort-payment-plans-admin>`) and exports the
 * helpers an admin page may use. Built apart from the storefront bundle (see widgets/entries.ts);
 * its stores are the same ones, shared through the library's global key.
 */
import '../widgets/payment-plans-admin/elements/resort-payment-plans-admin.ts';

export { defineWidget } from './core/island/define-widget.tsx';
export type { WidgetDefinition, IslandProps } from './core/island/define-widget.tsx';
export { emit, on } from './core/bus.ts';
export type { ResortEvents, ResortEventName } from './core/bus.ts';
export { LIBRARY_VERSION as version } from './core/shared.ts';
export { $settings, $labels } from './stores/settings.ts';
export { setPageData, reloadPageData } from './stores/page-data-actions.ts';
export { $user } from './stores/user.ts';
