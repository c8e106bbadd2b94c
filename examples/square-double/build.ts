/**
 * The double as a browser loads it: `square.js` (what `scriptSrc` points at), the card frame's
 * `card-frame.html`, `card-frame.css` and `frame.js` (`../double-build.ts` builds and keeps them).
 */
import { doubleFiles } from '../double-build.ts';

export const squareDoubleFiles = doubleFiles(import.meta.dirname, { 'square.js': 'browser.ts', 'frame.js': 'frame.ts' }, ['card-frame.html', 'card-frame.css']);
