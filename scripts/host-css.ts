/**
 * Writes `dist/resort-widgets.css`, the host stylesheet: the box every tag takes before its code
 * has run (src/island/boxes.ts), so a page that links it lays out once. Run with
 * `tsx scripts/host-css.ts [out]`; `npm run build` does.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { hostStylesheet } from '../src/island/boxes.ts';
import { widgetEntries } from '../widgets/entries.ts';

const out = resolve(process.argv[2] ?? 'dist/resort-widgets.css');
const header = `/* resort-widgets: the box each tag takes until it has started (link it in <head>). */\n`;
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${header}${hostStylesheet(widgetEntries.map((entry) => entry.meta.tag))}\n`);
