/**
 * The renderer the baselines were drawn with. Pictures compare pixels, so they are only meaningful
 * on the same Chromium major version and the same fonts behind CSS's generic families: a newer
 * Chromium from a security update, or a machine whose `sans-serif` is another font, redraws every
 * glyph. There the suite skips with one line saying what differs and how to redraw, as the
 * PostgreSQL run does without a server, instead of failing on every picture.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Browser } from '@playwright/test';

export interface Renderer {
  chromium: number;
  /** Width in px of one sample line at 100 px in each generic family: a fingerprint of the fonts. */
  fonts: Record<string, number>;
}

const FAMILIES = ['sans-serif', 'serif', 'monospace', '"Helvetica Neue", Helvetica, Arial, sans-serif'];
const SAMPLE = 'Season Pass — Adult 1,299.00 $ Ééç';

export async function measureRenderer(browser: Browser): Promise<Renderer> {
  const page = await browser.newPage();
  try {
    const fonts = await page.evaluate(
      ({ families, sample }) => {
        const context = document.createElement('canvas').getContext('2d')!;
        return Object.fromEntries(
          families.map((family) => {
            context.font = `100px ${family}`;
            return [family, Math.round(context.measureText(sample).width * 10) / 10];
          }),
        );
      },
      { families: FAMILIES, sample: SAMPLE },
    );
    return { chromium: Number.parseInt(browser.version(), 10), fonts };
  } finally {
    await page.close();
  }
}

export function readRenderer(file: string): Renderer | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Renderer) : null;
}

export function writeRenderer(file: string, renderer: Renderer): void {
  writeFileSync(file, `${JSON.stringify(renderer, null, 2)}\n`);
}

/** Why these baselines cannot be compared here, or null when they can. */
export function rendererDifference(drawn: Renderer | null, here: Renderer): string | null {
  if (!drawn) return 'the baselines do not record the renderer they were drawn with';
  if (drawn.chromium !== here.chromium) return `the baselines were drawn with Chromium ${drawn.chromium}, this machine has Chromium ${here.chromium}`;
  const family = Object.keys(drawn.fonts).find((name) => drawn.fonts[name] !== here.fonts[name]);
  if (family !== undefined) return `the font behind ${family} differs from the baselines' (sample ${drawn.fonts[family]} px wide there, ${here.fonts[family]} px here)`;
  return null;
}
