/**
 * Page data: the host renders `<script type="application/json" id="resort-page-data">` with the
 * spec's global settings. Anything missing takes the spec's
 * default; anything malformed is reported once and replaced by its default, never a crash.
 *
 * Each field is parsed on its own (rather than with `z.catch`, which pulls zod's error
 * formatting into every bundle) so one bad value never costs the good ones around it.
 */
import * as z from 'zod/mini';
import { cartSchema } from '../api/cart-schemas.ts';
import { describeIssues } from '../api/issues.ts';
import { DEFAULT_DATE_DISPLAY_FORMAT } from '../core/format.ts';
import { localeCountry } from '../core/language.ts';

export const PAGE_DATA_ELEMENT_ID = 'resort-page-data';

export interface Field<T> {
  schema: z.ZodMiniType<T>;
  fallback: T;
}
export interface Shape {
  [key: string]: Field<unknown> | Shape;
}
type Parsed<S extends Shape> = { [K in keyof S]: S[K] extends Field<infer T> ? T : S[K] extends Shape ? Parsed<S[K]> : never };
type Partially<S extends Shape> = { [K in keyof S]?: S[K] extends Field<infer T> ? T : S[K] extends Shape ? Partially<S[K]> : never };

const field = <T>(schema: z.ZodMiniType<T>, fallback: T): Field<T> => ({ schema, fallback });
const text = (fallback = '') => field(z.string(), fallback);
const flag = (fallback = false) => field(z.boolean(), fallback);

/** Every key a widget reads, with its schema and default (also what `check-host --page` checks). */
export const pageDataShape = {
  locale: text('en-US'),
  /** The shopper's language: `fr-CA` (or any `fr`) chooses the French labels; empty means `locale`'s. */
  Language: text(),
  /** Which fields a shown date has (`MMM/D/Y`, `MMMM/D/Y` or `M/D/Y`), in the locale's order (`src/core/format.ts`). */
  // Text here (zod's enum would weigh on every page); a format the library does not know shows the default.
  DateDisplayFormat: text(DEFAULT_DATE_DISPLAY_FORMAT),
  currency: text('USD'),
  labels: field<Record<string, string>>(z.record(z.string(), z.string()), {}),
  /**
   * The language `labels` are written in (`en-US`, `fr-CA`); empty means the page's (`Language`,
   * else `locale`). They show only on islands that speak it (`src/core/labels.ts`).
   */
  LabelsLanguage: text(),
  user: { SignedIn: flag(), IsGuest: flag(), FirstName: text(), LastName: text() },
  CustomerSettings: { DisplayRFID: flag(), ShowMediaNumber: flag(), MediaNumberInputMask: text(), MediaNumberIsNumeric: flag() },
  CommonMediaDigits: text(),
  /**
   * The store's country (ISO 3166-1 alpha-2): listed first, and chosen, by country fields. Empty
   * means the country of `locale` (`fr-CA` → `CA`, `en-US` → `US`; `localeCountry`).
   */
  DefaultCountry: text(),
  DefaultStoreTimeZoneOffset: field<number | null>(z.nullable(z.number()), null),
  SeasonSettings: { StartDate: text(), EndDate: text(), ProductCutoffTime: text('23:59') },
  CaptchaSettings: { SiteKey: text(), IsEnabled: flag() },
  /** Where failures are reported by beacon (`src/core/report.ts`): both must be set, or none is sent. */
  LoggingSettings: { CommerceProjectCode: text(), ReportEndpoint: text() },
  /**
   * The data layer (`src/core/analytics.ts`): `Enabled` false pushes nothing; `DataLayerName` is the
   * global array events go to (a JavaScript name); `Parameters` are added to every event.
   */
  AnalyticsSettings: {
    Enabled: flag(true),
    // Names and values are checked where they are used (src/core/analytics.ts): a check here would
    // put zod's pattern and union code in every page's bundle.
    DataLayerName: text('dataLayer'),
    Parameters: field<Record<string, unknown>>(z.record(z.string(), z.unknown()), {}),
  },
  LoginSettings: { HideMediaHelp: flag() },
  ShoppingCartSettings: { ShowEnhancedMinicart: flag(), ShowVoucherBanner: flag(), HideShippingTotal: flag() },
  Authentication: { IsExternal: flag() },
  Store: { Name: text() },
  /** `HiddenAttributes`: product attribute names never shown; `DynamicPricingCalendar`: the pricing calendar is on. */
  CatalogSettings: {
    DynamicPricingCalendar: flag(),
    HiddenAttributes: field<string[]>(z.array(z.string()), []),
    /** Read, never followed: it picks the legacy store's server-side product template (see `<resort-product>`'s docs). */
    ProductDetailsPageVersion: text(),
    RentalLocationsMapUrl: text(),
  },
  /** The cart, when the host already has it: saves the first `/api/minicart` request. */
  cart: field<z.output<typeof cartSchema> | null>(z.nullable(cartSchema), null),
  /** How many products the cart holds, when the host knows: the mini cart's first count is the right one. */
  cartCount: field<number | null>(z.nullable(z.number()), null),
  /**
   * The store's categories as `GET /api/categories` answers them, when the host has them: the
   * category navigation then needs no request. Each entry is checked by the widget that shows it,
   * so their schema stays out of every page's bundle.
   */
  categories: field<unknown[] | null>(z.nullable(z.array(z.unknown())), null),
  /**
   * Products as `GET /api/productdetails/{id}` answers them (with `ProductAttributes`), when the
   * host has them: `<resort-product>` then makes no request. Each is checked by the widget.
   */
  products: field<unknown[] | null>(z.nullable(z.array(z.unknown())), null),
};

export type PageData = Parsed<typeof pageDataShape>;
/** What a host (or a story) may give: any part of the page data. */
export type PageDataInput = Partially<typeof pageDataShape>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
export const isField = (entry: Field<unknown> | Shape): entry is Field<unknown> => 'schema' in entry && 'fallback' in entry;

function parseShape<S extends Shape>(shape: S, input: Record<string, unknown>, path: string, problems: string[]): Parsed<S> {
  const result: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(shape)) {
    const value = input[key];
    const where = path + key;
    if (isField(entry)) {
      if (value === undefined) {
        result[key] = entry.fallback;
        continue;
      }
      const parsed = entry.schema.safeParse(value);
      if (parsed.success) result[key] = parsed.data;
      else {
        problems.push(`${where} (${describeIssues(parsed.error)})`);
        result[key] = entry.fallback;
      }
    } else {
      if (value !== undefined && !isRecord(value)) problems.push(`${where} (expected object)`);
      result[key] = parseShape(entry, isRecord(value) ? value : {}, `${where}.`, problems);
    }
  }
  return result as Parsed<S>;
}

/**
 * Parses raw page data. Never throws: a wrong value becomes its default and one warning lists
 * every problem.
 */
export function parsePageData(raw: unknown): PageData {
  const problems: string[] = [];
  if (!isRecord(raw)) problems.push('page data is not a JSON object');
  const data = parseShape(pageDataShape, isRecord(raw) ? raw : {}, '', problems);
  if (data.DefaultCountry.trim() === '') data.DefaultCountry = localeCountry(data.locale);
  if (problems.length > 0) {
    console.warn(
      `resort-widgets: page data #${PAGE_DATA_ELEMENT_ID} has values that were replaced by defaults — ${problems.join(' | ')}`,
    );
  }
  return data;
}

/** Reads and parses the page-data script of `doc`; a missing script or bad JSON gives the defaults. */
export function readPageData(doc: Document = document): PageData {
  const element = doc.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return parsePageData({});
  try {
    return parsePageData(JSON.parse(element.textContent));
  } catch (error) {
    console.warn(`resort-widgets: page data #${PAGE_DATA_ELEMENT_ID} is not valid JSON; using defaults. ${String(error)}`);
    return parsePageData({});
  }
}
