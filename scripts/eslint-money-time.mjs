/**
 * The lint rules that keep money and the resort's time in their one home, `src/core/` (see
 * docs/ARCHITECTURE.md): each selector is a usual way around `money.ts`, `format.ts` or
 * `dates.ts`, and its message names what to use instead. They apply to the library, the demo
 * store and the command; `src/core/` itself and tests are exempt. The analytics rule keeps the
 * data layer in `src/core/analytics.ts` the same way.
 */

const MONEY_HOME = 'src/core/money.ts';
const FORMAT_HOME = 'src/core/format.ts';
const TIME_HOME = 'src/core/dates.ts';
const TODAY = `resortToday / resortClock (${TIME_HOME}; storeToday() in a widget, resortDate() / resortNow() in the demo store)`;

/** `no-restricted-syntax` entries: `{ selector, message }`. */
export const MONEY_AND_TIME_RULES = [
  {
    selector: "CallExpression[callee.property.name='toFixed'][arguments.0.value=2]",
    message: `Money: show an amount with formatMoney (${FORMAT_HOME}; useLocale().money in a widget) and send it as text with decimalText (${MONEY_HOME}). toFixed(2) turns 1.005 into "1.00" and ignores the store's locale and currency.`,
  },
  {
    // `-${money(x)}`, ` (−${formatPercent(p)})`: a sign of its own before a formatted amount.
    selector:
      "TemplateLiteral[quasis.0.value.raw=/(?:^|[\\s(])[-\\u2212]$/]:matches([expressions.0.callee.name=/^(money|formatMoney|formatPercent|formatNumber)$/], [expressions.0.callee.property.name=/^(money|formatMoney|formatPercent|formatNumber)$/])",
    message: `Money: show a deduction as the amount of a negative value (formatMoney(-amount), formatPercent(-percent); ${FORMAT_HOME}), which writes the minus sign (U+2212) where the locale puts it. A sign typed before the text is a hyphen in one place and a minus in another, and a screen reader may read a hyphen as "dash".`,
  },
  {
    selector: "CallExpression[callee.object.name='Math'][callee.property.name='round'] > BinaryExpression[operator='*']:matches([right.value=100], [left.value=100])",
    message: `Money: whole cents with toCents (hundredths of a percent with toHundredths) from ${MONEY_HOME}. Math.round(x * 100) turns 1.005 into 100 cents.`,
  },
  {
    selector: "NewExpression[callee.object.name='Intl'][callee.property.name='NumberFormat']",
    message: `Money: formatMoney (${FORMAT_HOME}) formats an amount with the page's locale and the store's currency, and rounds it by toCents.`,
  },
  {
    selector: "CallExpression[callee.property.name=/^(get|set)(UTC)?(FullYear|Month|Date|Day|Hours|Minutes|Seconds)$|^getTimezoneOffset$/]",
    message: `Resort time: today and the time of day come from ${TODAY}; days are counted with addDays / dayNumber / weekday / daysInMonth. A Date's own fields are the machine's zone (or UTC), not the resort's.`,
  },
  {
    selector: "NewExpression[callee.name='Date'] > BinaryExpression.arguments",
    message: `Resort time: no arithmetic on a Date. The resort's day and time come from ${TODAY}; move a date with addDays (${TIME_HOME}).`,
  },
  {
    selector: "CallExpression[callee.property.name='slice'][callee.object.callee.property.name='toISOString']",
    message: `Resort time: toISOString() gives the date in UTC, not at the resort. Use ${TODAY}, or localDate for the machine's own calendar.`,
  },
  {
    selector: 'Literal[value=86400000]',
    message: `Resort time: a day on a local clock is not always 86 400 000 ms (the clocks change). Count days with addDays / dayNumber / fromDayNumber (${TIME_HOME}).`,
  },
  {
    selector: "ImportDeclaration[source.value=/^dayjs(\\/|$)/]",
    message: `Dates: dayjs and its plugins are used through ${TIME_HOME} (calendarDate, addDays, formatDate, resortClock, …), their one home, where the plugins are loaded and dates are read strictly.`,
  },
  {
    selector: "CallExpression[callee.property.name=/^toLocale(Date|Time)String$/]",
    message: `Dates are shown with formatShortDate / formatDisplayDate / formatLongDate / formatWeekdayDate (${FORMAT_HOME}; useLocale() in a widget), dayjs in the island's locale, from a calendar date.`,
  },
  {
    selector: "NewExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']",
    message: `Dates are shown with dayjs in the island's locale (its French names load with French islands): formatShortDate / formatDisplayDate / formatLongDate / formatWeekdayDate / formatMonthCaption (${FORMAT_HOME}; useLocale() in a widget).`,
  },
];

/**
 * Analytics has one home too (`src/core/analytics.ts`): a widget that pushed to the data layer
 * itself would skip the host's `AnalyticsSettings` (off, renamed, its own parameters) and GA4's
 * item shape.
 */
export const ANALYTICS_RULES = [
  {
    selector: "MemberExpression[property.name='dataLayer']",
    message: 'Analytics: build the event with the builders of src/core/analytics.ts (viewItem, addToCart, …) and push it with track(), which honours the page data\'s AnalyticsSettings.',
  },
];

/** Where the rules apply, and what is exempt. */
export const MONEY_AND_TIME_FILES = {
  files: ['src/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}', 'examples/server/**/*.ts', 'cli/**/*.ts'],
  ignores: ['src/core/**', '**/*.test.{ts,tsx}', '**/test-helpers.{ts,tsx}', '**/test-*.ts', 'examples/server/test-support/**', '**/*.stories.tsx', '**/*.fixtures.ts', '**/story-handlers.ts'],
};
