import { describe, expect, it } from 'vitest';
import { squareLocale } from './square-locale.ts';

describe('squareLocale', () => {
  it('asks Square for the page’s locale where Square supports it', () => {
    expect(squareLocale('fr-CA')).toBe('fr-CA');
    expect(squareLocale('fr-FR')).toBe('fr-FR');
    expect(squareLocale('en-US')).toBe('en-US');
    expect(squareLocale('en-AU')).toBe('en-AU');
    expect(squareLocale('en_gb')).toBe('en-GB');
  });

  it('asks for a supported locale of the page’s language where its region is not', () => {
    expect(squareLocale('fr-BE')).toBe('fr-CA');
    expect(squareLocale('fr')).toBe('fr-CA');
    expect(squareLocale('en-NZ')).toBe('en-US');
    expect(squareLocale('en')).toBe('en-US');
  });

  it('asks for US English for a language Square does not speak, or none', () => {
    expect(squareLocale('de-DE')).toBe('en-US');
    expect(squareLocale('')).toBe('en-US');
  });
});
