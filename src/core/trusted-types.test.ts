import { resetShared } from './shared.ts';
import { htmlPolicy, scriptUrl, scriptUrlAllowed, whileSanitizing, TRUSTED_TYPES_POLICY } from './trusted-types.ts';

type Rules = { createHTML(html: string): string; createScriptURL(url: string): string };

/** A browser's factory as far as the library uses it: it records the policies made, and refuses names a page's `trusted-types` leaves out. */
function installFactory(allowed: readonly string[] = [TRUSTED_TYPES_POLICY]) {
  const made: string[] = [];
  const factory = {
    createPolicy(name: string, rules: Rules) {
      if (!allowed.includes(name) || made.includes(name)) throw new TypeError(`Policy "${name}" disallowed.`);
      made.push(name);
      return { name, createHTML: (html: string) => ({ html: rules.createHTML(html) }), createScriptURL: (url: string) => ({ url: rules.createScriptURL(url) }) };
    },
  };
  (globalThis as { trustedTypes?: unknown }).trustedTypes = factory;
  onTestFinished(() => {
    delete (globalThis as { trustedTypes?: unknown }).trustedTypes;
    resetShared();
  });
  return made;
}

describe('the library’s one Trusted Types policy, resort-widgets', () => {
  it('is made once per page, whichever copy of the library asks first and however often', () => {
    const made = installFactory();
    expect(htmlPolicy()?.name).toBe('resort-widgets');
    htmlPolicy();
    scriptUrl('https://cdn.example.com/rw/umd/chunks/Calendar-abc.js');
    expect(made).toEqual(['resort-widgets']);
  });

  it('makes HTML only while the sanitiser works, so no string becomes markup through it otherwise', () => {
    installFactory();
    const policy = htmlPolicy()!;
    expect(() => policy.createHTML('<img src=x onerror=alert(1)>')).toThrow('resort-widgets: HTML only from DOMPurify');
    expect(whileSanitizing(() => policy.createHTML('<b>clean</b>'))).toEqual({ html: '<b>clean</b>' });
    expect(() => policy.createHTML('<b>after</b>')).toThrow(TypeError);
  });

  it('passes a script’s address on the network, never javascript:, data: or blob:', () => {
    installFactory();
    expect(scriptUrl('https://web.squarecdn.com/v1/square.js')).toEqual({ url: 'https://web.squarecdn.com/v1/square.js' });
    for (const url of ['javascript:alert(1)', 'data:text/javascript,alert(1)', 'blob:https://shop.example.com/1']) {
      expect(() => scriptUrl(url), url).toThrow('resort-widgets: refused script');
    }
    // http: only for a page served over http: (a developer's own store), never from an https: page.
    expect(scriptUrlAllowed('http://127.0.0.1:8282/square-double/square.js', 'http://127.0.0.1:8080/onepagecheckout')).toBe(true);
    expect(scriptUrlAllowed('http://cdn.example.com/x.js', 'https://shop.example.com/')).toBe(false);
    expect(scriptUrlAllowed('/static/umd/chunks/x.js', 'https://shop.example.com/')).toBe(true);
  });

  it('hands over plain strings where the browser has no Trusted Types, or the page leaves our name out', () => {
    expect(htmlPolicy()).toBeNull();
    expect(scriptUrl('https://js.braintreegateway.com/web/3.144.0/js/client.min.js')).toBe('https://js.braintreegateway.com/web/3.144.0/js/client.min.js');
    resetShared();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    installFactory(['lit-html']);
    expect(htmlPolicy()).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("add resort-widgets to the page's trusted-types directive"));
  });
});
