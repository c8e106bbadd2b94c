import { parsePageData, readPageData } from './page-data.ts';
import { familyCart } from '../../widgets/cart/cart.fixtures.ts';

describe('page data', () => {
  it("uses the spec's defaults when the host renders nothing", () => {
    const data = readPageData(document);
    expect(data.locale).toBe('en-US');
    expect(data.currency).toBe('USD');
    expect(data.SeasonSettings.ProductCutoffTime).toBe('23:59');
    expect(data.user.SignedIn).toBe(false);
    expect(data.cart).toBeNull();
  });

  it('reads the #resort-page-data script', () => {
    document.body.innerHTML = `<script type="application/json" id="resort-page-data">${JSON.stringify({
      locale: 'en-CA',
      Store: { Name: 'Summit Peak Resort' },
      user: { SignedIn: true, FirstName: 'Alex' },
    })}</script>`;
    const data = readPageData(document);
    expect(data.locale).toBe('en-CA');
    expect(data.Store.Name).toBe('Summit Peak Resort');
    expect(data.user).toEqual({ SignedIn: true, IsGuest: false, FirstName: 'Alex', LastName: '' });
  });

  it('replaces each malformed value by its default, keeps the good ones, and reports once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const data = parsePageData({
      locale: 42,
      user: 'nobody',
      ShoppingCartSettings: { ShowEnhancedMinicart: 'yes', ShowVoucherBanner: true },
      Store: { Name: 'Summit Peak Resort' },
    });
    expect(data.locale).toBe('en-US');
    expect(data.user.SignedIn).toBe(false);
    expect(data.ShoppingCartSettings).toEqual({ ShowEnhancedMinicart: false, ShowVoucherBanner: true, HideShippingTotal: false });
    expect(data.Store.Name).toBe('Summit Peak Resort');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('locale');
    expect(warn.mock.calls[0]?.[0]).toContain('ShoppingCartSettings.ShowEnhancedMinicart');
  });

  it('gives the defaults for page data that is not JSON, without throwing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = '<script type="application/json" id="resort-page-data">{ not json</script>';
    expect(readPageData(document).locale).toBe('en-US');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('is not valid JSON'));
  });

  it("takes the store's DefaultCountry, else the country of its locale", () => {
    expect(parsePageData({}).DefaultCountry).toBe('US');
    expect(parsePageData({ locale: 'fr-CA' }).DefaultCountry).toBe('CA');
    expect(parsePageData({ locale: 'en-AU' }).DefaultCountry).toBe('AU');
    expect(parsePageData({ locale: 'fr' }).DefaultCountry).toBe('US');
    expect(parsePageData({ locale: 'fr-CA', DefaultCountry: 'US' }).DefaultCountry).toBe('US');
  });

  it('takes a well-formed cart and drops a malformed one', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parsePageData({ cart: familyCart() }).cart?.TotalProducts).toBe(4);
    expect(parsePageData({ cart: { Items: 'nope' } }).cart).toBeNull();
  });

  it('reads AnalyticsSettings: the data layer on, named dataLayer, with no parameters of the store unless it says', () => {
    expect(parsePageData({}).AnalyticsSettings).toEqual({ Enabled: true, DataLayerName: 'dataLayer', Parameters: {} });
    expect(parsePageData({ AnalyticsSettings: { Enabled: false, DataLayerName: 'shopLayer', Parameters: { store_name: 'Summit', site_id: 7, test_mode: true } } }).AnalyticsSettings).toEqual({
      Enabled: false,
      DataLayerName: 'shopLayer',
      Parameters: { store_name: 'Summit', site_id: 7, test_mode: true },
    });
  });

  it('replaces AnalyticsSettings of the wrong type by their defaults (names and values are checked where they are used)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const data = parsePageData({ AnalyticsSettings: { Enabled: 'no', DataLayerName: 7, Parameters: ['store'] } });
    expect(data.AnalyticsSettings).toEqual({ Enabled: true, DataLayerName: 'dataLayer', Parameters: {} });
    expect(warn.mock.calls[0]?.[0]).toContain('AnalyticsSettings.DataLayerName');
    expect(warn.mock.calls[0]?.[0]).toContain('AnalyticsSettings.Parameters');
  });
});
