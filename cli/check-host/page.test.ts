// @vitest-environment node
import { antiForgeryTokenOf, checkPage, pageDataScriptOf } from './page.ts';

const page = (data: string, extra = '') => `<!DOCTYPE html><html><head>${extra}</head><body><script id="resort-page-data" type="application/json">${data}</script></body></html>`;

describe('a store page as the widgets read it', () => {
  it('finds the anti-forgery token whatever the order and quoting of its attributes, or in a meta tag', () => {
    expect(antiForgeryTokenOf('<input type="hidden" name="__RequestVerificationToken" value="abc&amp;1">')).toBe('abc&1');
    expect(antiForgeryTokenOf("<input value='xyz' name='__RequestVerificationToken' type=hidden>")).toBe('xyz');
    expect(antiForgeryTokenOf('<meta name="request-verification-token" content="m-1">')).toBe('m-1');
    expect(antiForgeryTokenOf('<input name="other" value="no">')).toBeNull();
  });

  it('finds the page-data script by its id among other scripts', () => {
    const html = '<script src="/a.js"></script><script type="application/json" id=resort-page-data>{"locale":"fr-CA"}</script>';
    expect(pageDataScriptOf(html)).toBe('{"locale":"fr-CA"}');
    expect(pageDataScriptOf('<script>var x;</script>')).toBeNull();
  });

  it('passes page data whose every value the widgets read; a missing key takes its default', () => {
    const findings = checkPage(page('{"locale":"en-US","user":{"SignedIn":true,"FirstName":"Alex"},"cartCount":2}', '<input name="__RequestVerificationToken" value="t">'));
    expect(findings).toEqual({ issues: [], notes: [], token: 't', signedIn: true, captcha: false, reportEndpoint: null });
  });

  it('reports each value the widgets would replace by its default, with its place', () => {
    const data = { ShoppingCartSettings: { ShowVoucherBanner: 'yes' }, cartCount: '2', CaptchaSettings: 'on', cart: { TotalProducts: 1, Items: [{ Id: 1 }], SubTotal: 1, TotalPrice: 1 } };
    expect(checkPage(page(JSON.stringify(data))).issues).toEqual([
      'CaptchaSettings: expected an object, got "on"',
      'ShoppingCartSettings.ShowVoucherBanner: expected true or false, got "yes"',
      'cart.Items[0].ProductId: missing (expected a number)',
      'cart.Items[0].ProductName: missing (expected a string)',
      'cart.Items[0].Quantity: missing (expected a number)',
      'cart: and 1 more',
      'cartCount: expected a number, got "2"',
    ]);
  });

  it('reports a page without page data, or with page data that is not JSON', () => {
    expect(checkPage('<html></html>').issues).toEqual(['no <script type="application/json" id="resort-page-data">: the widgets fall back to every default']);
    expect(checkPage(page('{locale:')).issues[0]).toMatch(/^the page data is not JSON \(.+\): the widgets fall back to every default$/);
  });

  it('notes a missing anti-forgery token without failing the page, and reads captcha and who is signed in', () => {
    const findings = checkPage(page('{"CaptchaSettings":{"IsEnabled":true,"SiteKey":"k"},"user":{"SignedIn":false}}'));
    expect(findings.issues).toEqual([]);
    expect(findings.notes[0]).toMatch(/^no anti-forgery token/);
    expect(findings).toMatchObject({ token: null, signedIn: false, captcha: true });
  });
});
