// @vitest-environment node
import { countCss, hostBoxCss, hostStylesheet, tagBoxCounts, tagBoxes } from './boxes.ts';

describe('reserved boxes', () => {
  it('gives each tag the same box before it starts (host stylesheet) and as its :host minimum', () => {
    const sheet = hostStylesheet(Object.keys(tagBoxes));
    expect(sheet).toContain('resort-category-nav:not(:defined){display:inline-block;min-width:min(calc(11.1 * var(--resort-font-size, 16px)), calc(100vw - 3em));min-height:calc(2.8125 * var(--resort-font-size, 16px))}');
    expect(hostBoxCss('resort-category-nav')).toBe(':host{display:inline-block;min-width:min(calc(11.1 * var(--resort-font-size, 16px)), calc(100vw - 3em));min-height:calc(2.8125 * var(--resort-font-size, 16px))}');
  });

  it('sizes states the host marks, narrow screens, and leaves out variants without a box', () => {
    const sheet = hostStylesheet(['resort-signin-menu', 'resort-voucher-box', 'resort-minicart']);
    expect(sheet).toContain('resort-signin-menu[data-signed-in]:not(:defined){min-width:min(calc(19.3 * var(--resort-font-size, 16px)), calc(100vw - 3em))');
    expect(sheet).toMatch(/@media \(max-width:40em\)\{resort-voucher-box:not\(:defined\)\{min-height:calc\(13\.27 /);
    // A state's own narrow size, after the state's rule so that it wins on a phone.
    expect(sheet).toContain(
      'resort-signin-menu[data-signed-in]:not(:defined){min-width:min(calc(19.3 * var(--resort-font-size, 16px)), calc(100vw - 3em));min-height:calc(2.4 * var(--resort-font-size, 16px))}\n@media (max-width:40em){resort-signin-menu[data-signed-in]:not(:defined){min-height:calc(calc(3.4 * var(--resort-font-size, 16px)) + 2px)}}',
    );
    expect(hostBoxCss('resort-signin-menu')).toContain('@media (max-width:40em){:host([data-signed-in]){min-height:calc(calc(3.4 ');
    expect(sheet).toContain('resort-minicart:not([mode="full"]):not(:defined){min-width');
    expect(hostBoxCss('resort-minicart')).toContain(':host(:not([mode="full"])){min-width');
    // The household's size, written by the host, sizes the member list (three when missing).
    expect(hostStylesheet(['resort-product'])).toContain(
      'resort-product[data-signed-in]:not(:defined){min-height:calc((24.965 + 3.785 * var(--resort-product-members, 3)) * var(--resort-font-size, 16px))}',
    );
    expect(hostBoxCss('resort-product')).toContain('@media (max-width:40em){:host([data-signed-in]){min-height:calc((27.56 + 3.77 * var(--resort-product-members, 3))');
  });

  it("sizes My Account's household and payment plans by the counts the host writes (the plans, and those offering Pay now)", () => {
    // A member card each, three when missing.
    expect(hostStylesheet(['resort-group-members'])).toContain('resort-group-members:not(:defined){display:flow-root;min-height:calc((2.9 + 9.6 * var(--resort-household-members, 3)) * var(--resort-font-size, 16px))}');
    // No plan, or no count: the "no payment plans" line; with plans, a table row each.
    expect(hostBoxCss('resort-my-payment-plans')).toContain(
      'min-height:max(calc(7.75 * var(--resort-font-size, 16px)), min(1, var(--resort-payment-plans, 0)) * calc((8.69 + 4.28 * var(--resort-payment-plans, 0)) * var(--resort-font-size, 16px)))',
    );
    // On a phone's card, a plan that offers Pay now takes its button's line more.
    expect(hostBoxCss('resort-my-payment-plans')).toContain(
      'min-height:max(calc(11.19 * var(--resort-font-size, 16px)), min(1, var(--resort-payment-plans, 0)) * calc((12.06 + 29.6 * var(--resort-payment-plans, 0) + 2 * var(--resort-payment-plans-due, 0)) * var(--resort-font-size, 16px)))',
    );
  });

  it('reads the counts a host writes as attributes, not as a style attribute a strict style-src refuses', () => {
    const rules = countCss('resort-cart', { items: { counts: "the cart's products", property: '--resort-cart-items', max: 3 } });
    // Any value first takes the largest count's box; each whole number below it, written after, its own.
    expect(rules).toBe('resort-cart[items]{--resort-cart-items:3}resort-cart[items="0"]{--resort-cart-items:0}resort-cart[items="1"]{--resort-cart-items:1}resort-cart[items="2"]{--resort-cart-items:2}');
    // Not only before the tag is defined: its `:host` box reads the same property afterwards.
    const sheet = hostStylesheet(Object.keys(tagBoxes));
    for (const [tag, counts] of Object.entries(tagBoxCounts)) {
      for (const [attribute, { property, max }] of Object.entries(counts)) {
        expect(sheet).toContain(`${tag}[${attribute}="1"]{${property}:1}`);
        expect(sheet).toContain(`${tag}[${attribute}]{${property}:${max}}`);
        // Every property a count sets is one the tag's box reads.
        expect(hostBoxCss(tag)).toContain(`var(${property}`);
      }
    }
    expect(Object.keys(tagBoxCounts).sort()).toEqual(['resort-cart', 'resort-group-members', 'resort-my-payment-plans', 'resort-payment-schedule', 'resort-product', 'resort-rental-locations']);
  });

  it('holds the pickup sites\u2019 box only until the island has drawn, and the host\u2019s until the tag is defined', () => {
    const list = 'min-height:calc(40 * var(--resort-font-size, 16px))';
    // A saved site (the host writes its summary's lines): the summary's box, two wrapped lines more on a phone.
    const saved = 'min-height:calc((8.92 + 1.6 * var(--resort-pickup-lines, 3)) * var(--resort-font-size, 16px))';
    const savedNarrow = 'min-height:calc((11.82 + 1.6 * var(--resort-pickup-lines, 3)) * var(--resort-font-size, 16px))';
    expect(hostBoxCss('resort-rental-locations').split('\n')).toEqual([
      ':host{display:flow-root}',
      `:host(:not([data-resort-drawn])){${list}}`,
      `:host([saved-lines]:not([data-resort-drawn])){${saved}}`,
      `@media (max-width:40em){:host([saved-lines]:not([data-resort-drawn])){${savedNarrow}}}`,
    ]);
    const host = hostStylesheet(['resort-rental-locations']).split('\n');
    expect(host.slice(0, 3)).toEqual([
      `resort-rental-locations:not(:defined){display:flow-root;${list}}`,
      `resort-rental-locations[saved-lines]:not(:defined){${saved}}`,
      `@media (max-width:40em){resort-rental-locations[saved-lines]:not(:defined){${savedNarrow}}}`,
    ]);
    expect(host[3]).toContain('resort-rental-locations[saved-lines="3"]{--resort-pickup-lines:3}');
  });

  it('has nothing for a tag it does not know (a host’s own island)', () => {
    expect(hostBoxCss('resort-test-throws')).toBe('');
    expect(hostStylesheet(['resort-test-throws'])).toBe('');
  });
});
