/**
 * resort-widgets/api: the helpers alone (stores, bus, `defineWidget`), no tag. The CDN loader
 * imports it for `window.ResortWidgets`; every tag's module shares its chunks.
 */
export * from '../src/public-api.ts';
