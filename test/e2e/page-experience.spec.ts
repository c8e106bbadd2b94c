/**
 * Page experience on the demo store (issue 14): the widgets never move the page while they start,
 * and every popup stays inside the viewport with its buttons reachable.
 */
import { test, expect, type Page } from '@playwright/test';
import { addFromTile, signIn } from './helpers.ts';
import { addRental } from './checkout-helpers.ts';

const ADMIN = 'admin@example.com';

interface Shift {
  value: number;
  at: number;
  sources: string[];
}

/**
 * Waits until every island has started: each `resort-*` tag in the document (and in the shadow
 * roots of our islands) is defined, no loading icon shows, the network has been quiet for 500 ms
 * and two more frames have passed.
 */
async function islandsIdle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => {
    const pending: Element[] = [];
    const walk = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        if (element.localName.startsWith('resort-') && !customElements.get(element.localName)) pending.push(element);
        if (element.shadowRoot) walk(element.shadowRoot);
        if (element.classList.contains('rw-spinner') && element.getClientRects().length > 0) pending.push(element);
      }
    };
    walk(document);
    return pending.length === 0;
  });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Every layout shift since navigation that had no recent input, with what moved. */
function layoutShifts(page: Page): Promise<Shift[]> {
  return page.evaluate(
    () =>
      new Promise<Shift[]>((resolve) => {
        interface LayoutShiftSource {
          node: Node | null;
          previousRect: DOMRectReadOnly;
          currentRect: DOMRectReadOnly;
        }
        interface LayoutShiftEntry extends PerformanceEntry {
          value: number;
          hadRecentInput: boolean;
          sources: LayoutShiftSource[];
        }
        const shifts: Shift[] = [];
        const describe = (node: Node | null): string => {
          if (!(node instanceof Element)) return node?.nodeName ?? '?';
          const host = node.getRootNode() instanceof ShadowRoot ? `${(node.getRootNode() as ShadowRoot).host.localName} > ` : '';
          return `${host}${node.localName}${node.className && typeof node.className === 'string' ? `.${node.className.split(' ').join('.')}` : ''}`;
        };
        const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as LayoutShiftEntry[]) {
            if (entry.hadRecentInput) continue;
            shifts.push({
              value: entry.value,
              at: Math.round(entry.startTime),
              sources: entry.sources.map((source) => `${describe(source.node)} ${rect(source.previousRect)} → ${rect(source.currentRect)}`),
            });
          }
        });
        observer.observe({ type: 'layout-shift', buffered: true });
        // Buffered entries arrive in the observer's first callback, a task later.
        setTimeout(() => {
          observer.disconnect();
          resolve(shifts);
        }, 200);
      }),
  );
}

interface PageCase {
  name: string;
  path: string;
  /** Puts the store in the state the page is measured in (signed in, a cart). */
  prepare?: (page: Page) => Promise<void>;
}

const pages: PageCase[] = [
  { name: 'home', path: '/' },
  {
    name: 'cart with two items',
    path: '/cart',
    prepare: async (page) => {
      await page.goto('/');
      await addFromTile(page, 'Season Pass - Adult');
      await addFromTile(page, 'Guided Snowshoe Tour');
    },
  },
  { name: 'empty cart', path: '/cart' },
  { name: 'login', path: '/login' },
  { name: 'product with a payment plan', path: '/season-pass-adult' },
  {
    name: 'checkout, signed in, with a rental',
    path: '/onepagecheckout',
    prepare: async (page) => {
      await signIn(page, '/');
      await addRental(page);
    },
  },
  {
    name: 'admin enrollments',
    path: '/Admin/PaymentPlans/Configure/Enrollments',
    prepare: (page) => signIn(page, '/', ADMIN),
  },
];

const CLS_LIMIT = 0.02;

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test.describe(`nothing moves at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const { name, path, prepare } of pages) {
      test(`${name} (${path}): layout shift from navigation until the islands are idle is at most ${CLS_LIMIT}`, async ({ page }) => {
        if (prepare) await prepare(page);
        await page.goto(path);
        await islandsIdle(page);
        const shifts = await layoutShifts(page);
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
        const report = shifts.map((shift) => `${shift.value.toFixed(4)} at ${shift.at} ms: ${shift.sources.join('; ')}`).join('\n');
        console.log(`CLS ${viewport.width} ${path} (${name}): ${total.toFixed(4)}${report ? `\n${report}` : ''}`);
        expect(total, report).toBeLessThanOrEqual(CLS_LIMIT);
      });
    }
  });
}
