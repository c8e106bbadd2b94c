/**
 * The double as a browser loads it: `braintree.js` (what `scriptSrc` points at) and the field
 * frame's `field-frame.html`, `field-frame.css` and `field-frame.js` (`../double-build.ts` builds
 * and keeps them).
 */
import { doubleFiles } from '../double-build.ts';

export const braintreeDoubleFiles = doubleFiles(import.meta.dirname, { 'braintree.js': 'browser.ts', 'field-frame.js': 'field-frame.ts' }, ['field-frame.html', 'field-frame.css']);
