import { coreLabels } from '../core/labels.ts';

/**
 * Wording many widgets share (Retry, Close, the four ways a call can fail). Kept out of
 * `coreLabels` so a page that never shows an error or a dialog does not carry it; a widget
 * includes the keys it shows in its own label defaults.
 */
export const commonLabels = {
  'common.loading': coreLabels['common.loading'],
  'common.retry': 'Retry',
  'common.close': 'Close',
  'common.cancel': 'Cancel',
  'common.ok': 'OK',
  'error.network': 'We could not reach the store. Check your connection and try again.',
  'error.timeout': 'The store took too long to answer. Please try again.',
  'error.server': 'The store could not complete this request. Please try again.',
  'error.invalidResponse': 'The store sent an answer we could not read. Please try again.',
} as const;
