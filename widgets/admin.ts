/**
 * resort-widgets/admin: registers the staff tags (`<resort-payment-plans-admin>`) and exports the
 * helpers an admin page may use. Built apart from the storefront bundle (see widgets/entries.ts);
 * its stores are the same ones, shared through the library's global key.
 */
import './payment-plans-admin/elements/resort-payment-plans-admin.ts';

export { defineWidget } from '../src/island/define-widget.tsx';
export type { WidgetDefinition, IslandProps } from '../src/island/define-widget.tsx';
export { emit, on } from '../src/events/bus.ts';
export type { ResortEvents, ResortEventName } from '../src/events/bus.ts';
export { LIBRARY_VERSION as version } from '../src/core/shared.ts';
export { $settings, $labels } from '../src/stores/settings.ts';
export { setPageData, reloadPageData } from '../src/stores/page-data-actions.ts';
export { $user } from '../src/stores/user.ts';
