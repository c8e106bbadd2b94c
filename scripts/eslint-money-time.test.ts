// @vitest-environment node
import { join } from 'node:path';
import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
// @ts-expect-error: the lint rules are a plain .mjs module without type declarations
import { ANALYTICS_RULES as untypedAnalytics, MONEY_AND_TIME_RULES as untyped } from './eslint-money-time.mjs';

const RULES = [...(untyped as Array<{ selector: string; message: string }>), ...(untypedAnalytics as Array<{ selector: string; message: string }>)];
const root = join(__dirname, '..');
const linter = new Linter({ configType: 'flat' });

/** The messages the money and time rules give for `code`, one per finding. */
function findings(code: string): string[] {
  const config = [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, rules: { 'no-restricted-syntax': ['error', ...RULES] as Linter.RuleEntry } }];
  return linter.verify(code, config, { filename: 'planted.ts' }).map((message) => message.message);
}

describe('the lint rules that keep money and resort time in src/core', () => {
  it.each([
    ['toFixed(2) on money', 'const text = price.toFixed(2);', /formatMoney.*decimalText/],
    ['a hyphen typed before an amount', 'const off = `-${money(discount)}`;', /formatMoney\(-amount\).*U\+2212/],
    ['a minus sign typed before a percentage', "const off = ` (\u2212${formatPercent(rate, 'fr-CA')})`;", /formatPercent\(-percent\)/],
    ['a sign typed before a formatted amount of a helper', 'const off = `-${locale.money(amount)}`;', /formatMoney\(-amount\)/],
    ['rounding to cents by hand', 'const cents = Math.round(amount * 100);', /toCents/],
    ['rounding to cents by hand, the other way round', 'const cents = Math.round(100 * amount);', /toCents/],
    ['a money format of its own', "const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });", /formatMoney/],
    ["today from the machine's clock", 'const year = new Date().getFullYear();', /resortToday/],
    ['moving a date by hand', 'date.setUTCDate(date.getUTCDate() + 1);', /addDays/],
    ["the machine's offset", 'const offset = new Date().getTimezoneOffset();', /resortClock/],
    ['arithmetic on a Date', 'const later = new Date(Date.now() + hours * 3_600_000);', /no arithmetic on a Date/],
    ["UTC's date for today", 'const today = new Date().toISOString().slice(0, 10);', /UTC, not at the resort/],
    ['a day as 86 400 000 ms', 'const next = start + 86_400_000;', /addDays/],
    ["the browser's own date format", 'const shown = date.toLocaleDateString();', /formatShortDate/],
    ['a date format of its own', "const long = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });", /formatLongDate/],
    ['dayjs outside its home', "import dayjs from 'dayjs';", /dayjs and its plugins are used through src\/core\/dates\.ts/],
    ['a dayjs plugin outside its home', "import utc from 'dayjs/plugin/utc';", /dayjs and its plugins/],
    ['a push to the data layer of its own', "window.dataLayer?.push({ event: 'view_item' });", /track\(\).*AnalyticsSettings/],
  ])('refuses %s and names what to use', (_name, code, message) => {
    const found = findings(code);
    expect(found.length).toBeGreaterThan(0);
    expect(found.join('\n')).toMatch(message);
  });

  it('lets the homes be used, and leaves other numbers alone', () => {
    const code = [
      "import { formatMoney } from '../core/format.ts';",
      "import { decimalText, toCents } from '../core/money.ts';",
      "import { addDays, resortClock } from '../core/dates.ts';",
      "import { track, viewCart } from '../core/analytics.ts';",
      "track(viewCart('USD', [], 0));",
      "const shown = formatMoney(12.5, { locale: 'en-US', currency: 'USD' });",
      'const sent = decimalText(12.5) + String(toCents(1.005));',
      "const next = addDays(resortClock(Date.now(), -7).date, 1);",
      'const seconds = (ms / 1000).toFixed(1);',
      'const pixels = Math.round(box.width * ratio);',
      'const elapsed = Date.now() - startedAt;',
      'const off = formatMoney(-12.5, { locale: "en-US", currency: "USD" });',
      'const range = `${formatMoney(1, options)} - ${formatMoney(2, options)}`;',
      'const name = `rw-${kind(1)}`;',
    ].join('\n');
    expect(findings(code)).toEqual([]);
  });

  it('apply to the library, the demo store and the command, not to src/core or tests', async () => {
    const eslint = new ESLint({ cwd: root });
    const restricted = async (file: string) => ((await eslint.calculateConfigForFile(join(root, file))) as { rules?: Record<string, unknown> }).rules?.['no-restricted-syntax'];
    for (const file of ['widgets/cart/cart-rules.ts', 'src/ui/use-locale.ts', 'examples/server/platform/money.ts', 'examples/server/catalog/admin-routes.ts', 'cli/check-host/run.ts']) {
      await expect(restricted(file), file).resolves.toEqual(expect.arrayContaining([expect.objectContaining({ selector: RULES[0]!.selector })]));
    }
    // src/core has the page policy's rules (eslint-page-policy.mjs), not these.
    for (const file of ['src/core/money.ts', 'src/core/dates.ts', 'widgets/cart/cart-rules.test.ts']) {
      expect(await restricted(file), file).not.toEqual(expect.arrayContaining([expect.objectContaining({ selector: RULES[0]!.selector })]));
    }
  });
});
