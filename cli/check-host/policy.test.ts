// @vitest-environment node
import { parsePolicy, policiesOf, policyNotes, sourceAllows } from './policy.ts';

const page = new URL('https://shop.example.com/cart');
const html = (head = '') =>
  `<!DOCTYPE html><html><head>${head}<link rel="stylesheet" href="https://cdn.example.net/rw/dist/resort-widgets.css"></head><body><resort-cart></resort-cart><script src="https://cdn.example.net/rw/dist/resort-widgets.js" defer></script></body></html>`;
/** A policy that gives the widgets everything they need, from the CDN at cdn.example.net. */
const GOOD = "default-src 'self'; script-src 'self' https://cdn.example.net; style-src 'self' https://cdn.example.net; img-src 'self' data: blob:; object-src 'none'; base-uri 'none'; require-trusted-types-for 'script'; trusted-types resort-widgets";
const notesFor = (header: string | null, head = '', endpoint: string | null = null) => policyNotes(policiesOf(header, html(head)), html(head), page, endpoint);

describe("a page's Content-Security-Policy, as the widgets meet it", () => {
  it('matches sources as browsers do: self, schemes, hosts with wildcards, ports and paths', () => {
    const cdn = new URL('https://cdn.example.net/rw/dist/resort-widgets.js');
    expect(sourceAllows("'self'", new URL('https://shop.example.com/api/x'), page)).toBe(true);
    expect(sourceAllows("'self'", cdn, page)).toBe(false);
    expect(sourceAllows('https:', cdn, page)).toBe(true);
    expect(sourceAllows('*.example.net', cdn, page)).toBe(true);
    expect(sourceAllows('https://*.example.org', cdn, page)).toBe(false);
    expect(sourceAllows('cdn.example.net:8443', cdn, page)).toBe(false);
    expect(sourceAllows('https://cdn.example.net/rw/', cdn, page)).toBe(true);
    expect(sourceAllows('https://cdn.example.net/other/', cdn, page)).toBe(false);
    expect(sourceAllows('*', new URL('data:image/svg+xml,'), page)).toBe(false);
    expect(sourceAllows('data:', new URL('data:image/svg+xml,'), page)).toBe(true);
    // A blob: URL's origin is the page's, yet 'self' does not let it through (Chromium refuses it).
    expect(sourceAllows("'self'", new URL('blob:https://shop.example.com/1'), page)).toBe(false);
    expect(sourceAllows("'none'", cdn, page)).toBe(false);
  });

  it('says nothing of a page without a policy, or with one that gives the widgets what they need', () => {
    expect(notesFor(null)).toEqual([]);
    expect(notesFor(GOOD)).toEqual([]);
    // 'unsafe-inline' is not needed anywhere; neither is a trusted-types list (any name may be made without one).
    expect(notesFor("default-src 'self' https://cdn.example.net; img-src 'self' data: blob:; require-trusted-types-for 'script'")).toEqual([]);
  });

  it('warns of a trusted-types list without the widgets’ policy, with the line to add', () => {
    const [note, ...rest] = notesFor(GOOD.replace('trusted-types resort-widgets', "trusted-types lit-html 'allow-duplicates'"));
    expect(rest).toEqual([]);
    expect(note).toMatch(/without resort-widgets: server HTML \(a waiver, a pickup site\) is not shown, and the card form and the UMD file’s parts cannot load\. Add: trusted-types lit-html 'allow-duplicates' resort-widgets$/);
    expect(notesFor(GOOD.replace('trusted-types resort-widgets', "trusted-types 'none'"))[0]).toMatch(/Add: trusted-types resort-widgets$/);
    expect(notesFor(GOOD.replace('trusted-types resort-widgets', 'trusted-types *'))).toEqual([]);
  });

  it('warns of a connect-src without the store, where every call goes', () => {
    expect(notesFor(`${GOOD}; connect-src https://api.payments.example`)).toEqual([
      "policy: the page's policy refuses https://shop.example.com/api/ (connect-src): every call the widgets make to the store is refused, and each tag shows its error or the store’s own markup. Add: connect-src https://api.payments.example 'self'",
    ]);
  });

  it('warns of the error reports’ endpoint when page data names one on another origin', () => {
    expect(notesFor(GOOD, '', 'https://logs.example.org/report')).toEqual([
      "policy: the page's policy refuses https://logs.example.org/report (default-src): the error reports (LoggingSettings.ReportEndpoint) are not sent. Add: connect-src https://logs.example.org",
    ]);
  });

  it('warns of a style-src that blocks the host stylesheet, and a script-src that blocks the widgets', () => {
    const notes = notesFor("default-src 'self'; img-src 'self' data: blob:");
    expect(notes).toEqual([
      "policy: the page's policy refuses https://cdn.example.net/rw/dist/resort-widgets.js (default-src): none of the widgets runs, and each tag stays the store’s own markup. Add: script-src https://cdn.example.net",
      "policy: the page's policy refuses https://cdn.example.net/rw/dist/resort-widgets.css (default-src): the host stylesheet is not applied, so no tag has its box before it starts and the page moves as each one does. Add: style-src https://cdn.example.net",
    ]);
  });

  it('warns of an img-src without data: or blob:', () => {
    const notes = notesFor(GOOD.replace("img-src 'self' data: blob:", "img-src 'self'"));
    expect(notes).toEqual([
      expect.stringMatching(/refuses data: URLs \(img-src\): a select field’s arrow and a signed waiver’s signature are not drawn\. Add: img-src 'self' data:$/),
      expect.stringMatching(/refuses blob: URLs \(img-src\): a new photo’s preview is not shown while it is cropped\. Add: img-src 'self' blob:$/),
    ]);
  });

  it('reads the policy of a <meta> tag as well as the header’s, and says which one lacks what', () => {
    const policies = policiesOf(GOOD, html('<meta http-equiv="Content-Security-Policy" content="connect-src https://other.example">'));
    expect(policies.map((policy) => policy.from)).toEqual(['header', 'meta']);
    expect(policyNotes(policies, html(), page)).toEqual([expect.stringMatching(/^policy: the <meta> policy refuses https:\/\/shop\.example\.com\/api\/ \(connect-src\)/)]);
  });

  it("asks for the page's nonce on the widgets' script under 'strict-dynamic', which ignores origins", () => {
    expect(notesFor(GOOD.replace("script-src 'self' https://cdn.example.net", "script-src 'nonce-r4nd0m' 'strict-dynamic'"))).toEqual([
      expect.stringMatching(/has 'strict-dynamic', which ignores origins: give the widgets' <script src="https:\/\/cdn\.example\.net\/rw\/dist\/resort-widgets\.js"> the page's nonce/),
    ]);
  });

  it('parses directives by name whatever their case and spacing; a repeated directive counts once, the first', () => {
    const policy = parsePolicy("  Script-Src  'self' ;; script-src https:; IMG-SRC data:", 'header');
    expect([...policy.directives]).toEqual([
      ['script-src', ["'self'"]],
      ['img-src', ['data:']],
    ]);
  });
});
