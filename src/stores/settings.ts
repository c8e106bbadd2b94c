/**
 * `$settings`: the page data with the spec's defaults, read once per page and shared by every
 * island (and every copy of the library). `$labels` derives the platform's wording.
 */
import { atom, computed, type ReadableAtom, type WritableAtom } from 'nanostores';
import { readPageData, parsePageData, type PageData } from './page-data.ts';
import { coreLabels, pageLabelsLanguage, resolveLabels, storeOverrides, type Labels } from '../core/labels.ts';
import { resolveLanguage } from '../core/language.ts';
import { shared } from '../core/shared.ts';
import { setCaptchaSettingsSource } from '../api/client.ts';
import { setReportSettingsSource } from '../core/report-on-use.ts';
import type { AnalyticsConfig } from '../core/analytics.ts';

function initialPageData(): PageData {
  return typeof document === 'undefined' ? parsePageData({}) : readPageData(document);
}

export const $settings: WritableAtom<PageData> = shared('store:settings', () => atom(initialPageData()));

export const $labels: ReadableAtom<Labels> = shared('store:labels', () =>
  computed($settings, (settings) => {
    const { language } = resolveLanguage(null, settings.Language, settings.locale);
    return resolveLabels(coreLabels, storeOverrides(settings.labels, pageLabelsLanguage(settings), language));
  }),
);

setCaptchaSettingsSource(() => $settings.get().CaptchaSettings);
setReportSettingsSource(() => {
  const { CommerceProjectCode, ReportEndpoint } = $settings.get().LoggingSettings;
  return CommerceProjectCode.trim() !== '' && ReportEndpoint.trim() !== '' ? { projectCode: CommerceProjectCode.trim(), endpoint: ReportEndpoint.trim() } : null;
});
// The data layer's settings, under the key `src/core/analytics.ts` reads: written here without
// importing it, so a page whose islands push no event does not carry the analytics code.
shared<{ config: () => AnalyticsConfig }>('core:analytics', () => ({ config: analyticsSettings })).config = analyticsSettings;

function analyticsSettings(): AnalyticsConfig {
  const { Enabled, DataLayerName, Parameters } = $settings.get().AnalyticsSettings;
  return { enabled: Enabled, layerName: DataLayerName, parameters: Parameters };
}
