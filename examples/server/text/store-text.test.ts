// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CATALOGUES, say, storeText } from './store-text.ts';
import { answerIn, STORE_LANGUAGES } from './languages.ts';
import { storeTextEnUS } from './en-US.ts';
import { storeTextFrCA } from './fr-CA.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
const keys = Object.keys(storeTextEnUS) as (keyof typeof storeTextEnUS)[];

/**
 * Words a French sentence may share with its English one: names, codes, and words both languages
 * spell alike. Any other French value equal to its English one is a sentence left untranslated.
 */
const SAME_IN_BOTH = new Set(['ID', 'Total', 'Date', 'Menu', 'Discipline', 'Message', 'Page', 'Type', 'Administration', 'Sport', 'Performance', 'Ski', 'OK', '.', '']);

describe("the store's catalogue of its own words", () => {
  it('has every English key in French, and no other', () => {
    for (const language of STORE_LANGUAGES) expect(Object.keys(CATALOGUES[language]).sort()).toEqual([...keys].sort());
  });

  it('gives each key the same placeholders in both languages', () => {
    for (const key of keys) expect(placeholders(storeTextFrCA[key]), key).toEqual(placeholders(storeTextEnUS[key]));
  });

  it('says what a tag needs without JavaScript in words still true while its script loads', () => {
    // The store's markup inside a tag is on screen until the tag's script has drawn it, JavaScript
    // running or not (at a checkout below the first screen, on a staff screen just after signing
    // in): "JavaScript is not running in this browser", said flat, was read there while it ran.
    for (const key of ['admin.needsScript', 'checkout.paymentNeedsScript', 'waiver.needsDrawing'] as const) {
      expect(storeTextEnUS[key], key).toMatch(/\bIf [^.:]+ do(?:es)? not appear in a moment\b/);
      expect(storeTextFrCA[key], key).toMatch(/\bS(?:i |’)[^.:]+ n’appara(?:ît|issent) pas dans un instant\b/);
    }
  });

  it('writes every French value in French: none is its English sentence left as it was', () => {
    const untranslated = keys.filter((key) => storeTextFrCA[key] === storeTextEnUS[key] && !SAME_IN_BOTH.has(storeTextEnUS[key]));
    expect(untranslated).toEqual([]);
  });

  it('names a product after a colon in French, where no article has to agree with its name', () => {
    // "Sam a déjà Billet de remontée 1 jour …" lacked an article, and none fits every name:
    // masculine, feminine and plural names all read right after a colon.
    const t = storeText('fr-CA');
    for (const product of ['Billet de remontée 1 jour', 'Randonnée guidée en raquettes', 'Skis et bottes']) {
      expect(t('msg.member.alreadyInCart', { name: 'Sam Morgan', product, date: '19 déc. 2026' })).toBe(`Sam Morgan a déjà dans le panier, pour le 19 déc. 2026\u00a0: ${product}.`);
    }
    for (const key of ['msg.member.alreadyHas', 'msg.member.alreadyInCart', 'msg.member.missing', 'msg.member.renterMissing', 'msg.purchase.tooLate'] as const) {
      expect(storeTextFrCA[key], key).toMatch(/\u00a0: \{product\}\./);
    }
  });

  it('gives each count its singular beside it', () => {
    for (const key of keys.filter((candidate) => candidate.endsWith('.one'))) expect(keys, key).toContain(key.slice(0, -'.one'.length));
  });

  it('fills placeholders, and speaks the language of the answer being written', () => {
    expect(storeText('fr-CA')('header.greeting', { name: 'Alex' })).toBe('Bonjour, Alex');
    expect(say('header.signIn')).toBe('Sign in');
    expect(answerIn('fr-CA', () => say('header.signIn'))).toBe('Se connecter');
  });
});
