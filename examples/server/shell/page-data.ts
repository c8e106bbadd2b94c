import type { Cart } from '../../../src/api/cart-schemas.ts';
import type { Customer } from '../platform/app-env.ts';
import type { StoreLanguage } from '../text/languages.ts';

export const STORE_NAME = 'Summit Peak Resort';

/** A category as the shell shows it (the catalog's categories have this shape; the shell imports no feature). */
export interface ShellCategory {
  id: number;
  name: string;
  seName: string;
  includeInTopMenu: boolean;
  hidden: boolean;
}

/** The `#resort-page-data` contract the widgets read. */
export interface PageData {
  locale: string;
  /** The label set the widgets speak (`language.ts`): the shopper's choice in the header. */
  Language: string;
  currency: string;
  labels: Record<string, string>;
  /** The language `labels` are written in: a label shows only on a widget that speaks it. */
  LabelsLanguage: string;
  user: { SignedIn: boolean; IsGuest: boolean; FirstName: string; LastName: string };
  ShoppingCartSettings: { ShowEnhancedMinicart: boolean; ShowVoucherBanner: boolean; HideShippingTotal: boolean };
  Authentication: { IsExternal: boolean };
  Store: { Name: string };
  CaptchaSettings: { IsEnabled: boolean; SiteKey: string };
  /** Where the widgets send the failures they report (the client-errors feature stores them). */
  LoggingSettings: { CommerceProjectCode: string; ReportEndpoint: string };
  LoginSettings: { HideMediaHelp: boolean };
  CustomerSettings: { DisplayRFID: boolean; ShowMediaNumber: boolean; MediaNumberInputMask: string; MediaNumberIsNumeric: boolean };
  CommonMediaDigits: string;
  SeasonSettings: { StartDate: string; EndDate: string; ProductCutoffTime: string };
  DefaultStoreTimeZoneOffset: number;
  CatalogSettings: { DynamicPricingCalendar: boolean };
  cart?: Cart;
  /** What the header's widgets would otherwise ask for, so their first render is the last. */
  cartCount?: number;
  categories?: CategoryEntry[];
  /** The products a page shows, as `GET /api/productdetails/{id}` answers them with their attributes: `<resort-product>` then asks nothing. */
  products?: unknown[];
}

/** A category as `GET /api/categories` answers it (and as page data carries it). */
export interface CategoryEntry {
  Id: number;
  Name: string;
  SeName: string;
  Url: string;
  IncludeInTopMenu: boolean;
  Hidden: boolean;
}

export function categoryEntries(catalog: { categories: readonly ShellCategory[] }): CategoryEntry[] {
  return catalog.categories.map((category) => ({
    Id: category.id,
    Name: category.name,
    SeName: category.seName,
    Url: `/${category.seName}`,
    IncludeInTopMenu: category.includeInTopMenu,
    Hidden: category.hidden,
  }));
}

export const SEASON = { StartDate: '2026-11-27', EndDate: '2027-04-18', ProductCutoffTime: '23:59' } as const;

export function buildPageData(
  customer: Customer | null,
  cart: Cart | undefined,
  known: Pick<PageData, 'cartCount' | 'categories'> = {},
  language: StoreLanguage = 'en-US',
): PageData {
  const data: PageData = {
    // A French page formats dates and money as Quebec does; the store still charges US dollars.
    locale: language,
    Language: language,
    currency: 'USD',
    labels: {},
    // The store's labels would be the page's own words, read from its catalogue in the page's language.
    LabelsLanguage: language,
    user: {
      SignedIn: customer !== null,
      IsGuest: customer === null,
      FirstName: customer?.firstName ?? '',
      LastName: customer?.lastName ?? '',
    },
    ShoppingCartSettings: { ShowEnhancedMinicart: true, ShowVoucherBanner: true, HideShippingTotal: true },
    Authentication: { IsExternal: false },
    Store: { Name: STORE_NAME },
    CaptchaSettings: { IsEnabled: false, SiteKey: '' },
    LoggingSettings: { CommerceProjectCode: 'summit-peak-demo', ReportEndpoint: '/api/client-errors' },
    LoginSettings: { HideMediaHelp: false },
    // Media cards: numbers shown in the household panel, typed as three groups of four digits and
    // sent after the resort's common digits.
    CustomerSettings: { DisplayRFID: false, ShowMediaNumber: true, MediaNumberInputMask: '9999-9999-9999', MediaNumberIsNumeric: true },
    CommonMediaDigits: '6001',
    SeasonSettings: { ...SEASON },
    DefaultStoreTimeZoneOffset: -7,
    // Day-priced products show the pricing calendar.
    CatalogSettings: { DynamicPricingCalendar: true },
  };
  if (cart !== undefined) data.cart = cart;
  if (known.cartCount !== undefined) data.cartCount = known.cartCount;
  if (known.categories !== undefined) data.categories = known.categories;
  return data;
}
