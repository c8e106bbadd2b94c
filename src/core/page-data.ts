/**
 * Page data: the host renders `<script type="application/json" id="resort-page-data">` with the
 * spec's global settings (storefront spec §3 "Global settings"). Anything missing takes the spec's
 * default; anything malformed is reported once and replaced by its default, never a crash.
 */
import * as z from 'zod/mini';
import { cartSchema, type Cart } from '../api/cart-schemas.ts';
import { describeIssues } from '../api/issues.ts';

export const PAGE_DATA_ELEMENT_ID = 'resort-page-data';

const problems: string[] = [];

/** A section or field that falls back to `fallback` (and is reported) when it is malformed. */
function lenient<T extends z.ZodMiniType>(key: string, schema: T, fallback: z.output<T>) {
  return z.catch(z._default(schema, fallback as never), (ctx) => {
    problems.push(`${key} (${describeIssues(ctx.error)})`);
    return fallback as never;
  });
}

const str = (key: string, fallback = '') => lenient(key, z.string(), fallback);
const bool = (key: string, fallback = false) => lenient(key, z.boolean(), fallback);

/** An object section whose fields are each lenient; a section that is not an object becomes all defaults. */
function section<S extends Record<string, z.ZodMiniType>>(key: string, shape: S) {
  const schema = z.object(shape);
  const fallback = schema.parse({});
  return lenient(key, schema, fallback);
}

export const pageDataSchema = z.object({
  locale: str('locale', 'en-US'),
  currency: str('currency', 'USD'),
  /** Short date display (spec §3: default M/D/YYYY). */
  dateFormat: str('dateFormat', 'M/D/YYYY'),
  labels: lenient('labels', z.record(z.string(), z.string()), {}),
  user: section('user', {
    SignedIn: bool('user.SignedIn'),
    IsGuest: bool('user.IsGuest'),
    FirstName: str('user.FirstName'),
    LastName: str('user.LastName'),
  }),
  CustomerSettings: section('CustomerSettings', {
    DisplayRFID: bool('CustomerSettings.DisplayRFID'),
    ShowMediaNumber: bool('CustomerSettings.ShowMediaNumber'),
    MediaNumberInputMask: str('CustomerSettings.MediaNumberInputMask'),
  }),
  CommonMediaDigits: str('CommonMediaDigits'),
  DefaultStoreTimeZoneOffset: lenient('DefaultStoreTimeZoneOffset', z.nullable(z.number()), null),
  SeasonSettings: section('SeasonSettings', {
    StartDate: str('SeasonSettings.StartDate'),
    EndDate: str('SeasonSettings.EndDate'),
    ProductCutoffTime: str('SeasonSettings.ProductCutoffTime', '23:59'),
  }),
  CaptchaSettings: section('CaptchaSettings', {
    SiteKey: str('CaptchaSettings.SiteKey'),
    IsEnabled: bool('CaptchaSettings.IsEnabled'),
  }),
  LoginSettings: section('LoginSettings', { HideMediaHelp: bool('LoginSettings.HideMediaHelp') }),
  ShoppingCartSettings: section('ShoppingCartSettings', {
    ShowEnhancedMinicart: bool('ShoppingCartSettings.ShowEnhancedMinicart'),
    ShowVoucherBanner: bool('ShoppingCartSettings.ShowVoucherBanner'),
    HideShippingTotal: bool('ShoppingCartSettings.HideShippingTotal'),
  }),
  Authentication: section('Authentication', { IsExternal: bool('Authentication.IsExternal') }),
  Store: section('Store', { Name: str('Store.Name') }),
  /** The cart, when the host already has it: saves the first `/api/minicart` request. */
  cart: lenient('cart', z.nullable(cartSchema), null),
});

export type PageData = z.output<typeof pageDataSchema>;
export type PageDataInput = z.input<typeof pageDataSchema>;

/**
 * Parses raw page data. Never throws: a wrong section becomes its default and one warning
 * lists every problem.
 */
export function parsePageData(raw: unknown): PageData {
  problems.length = 0;
  const input = raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? raw : {};
  if (input !== raw) problems.push('page data is not a JSON object');
  const result = pageDataSchema.safeParse(input);
  // Every field is lenient, so this only fails if zod itself is broken; keep the page alive anyway.
  const data = result.success ? result.data : pageDataSchema.parse({});
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
    console.warn(
      `resort-widgets: page data #${PAGE_DATA_ELEMENT_ID} is not valid JSON; using defaults. ${String(error)}`,
    );
    return parsePageData({});
  }
}

export type { Cart };
