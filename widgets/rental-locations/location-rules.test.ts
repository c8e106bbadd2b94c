// @vitest-environment node
import { rentalLocation } from './rental-locations.fixtures.ts';
import { canSaveLocation, initialPick, needsPhone, safeHref, shownPhone, textLines } from './location-rules.ts';

describe('location picker rules', () => {
  const plain = { RequiresPhone: false };
  const withPhone = { RequiresPhone: true };

  it('shows the phone input only for a site that requires one, and never when read-only', () => {
    expect(needsPhone(withPhone, false)).toBe(true);
    expect(needsPhone(withPhone, true)).toBe(false);
    expect(needsPhone(plain, false)).toBe(false);
    expect(needsPhone(null, false)).toBe(false);
  });

  it('enables Select This Location for a chosen site that needs no phone', () => {
    expect(canSaveLocation({ location: plain, readOnly: false, phoneValid: false, saving: false })).toBe(true);
  });

  it('needs a valid phone for a site that requires one', () => {
    expect(canSaveLocation({ location: withPhone, readOnly: false, phoneValid: false, saving: false })).toBe(false);
    expect(canSaveLocation({ location: withPhone, readOnly: false, phoneValid: true, saving: false })).toBe(true);
  });

  it('is disabled with no site chosen, while saving, and in read-only mode', () => {
    expect(canSaveLocation({ location: null, readOnly: false, phoneValid: true, saving: false })).toBe(false);
    expect(canSaveLocation({ location: plain, readOnly: false, phoneValid: true, saving: true })).toBe(false);
    expect(canSaveLocation({ location: plain, readOnly: true, phoneValid: true, saving: false })).toBe(false);
  });

  it('starts on the saved site, else on the first one, else on nothing', () => {
    const a = rentalLocation({ Id: 1 });
    const b = rentalLocation({ Id: 2, IsSelected: true });
    expect(initialPick([a, b])).toEqual({ selectedId: 2, savedId: 2 });
    expect(initialPick([a, rentalLocation({ Id: 3 })])).toEqual({ selectedId: 1, savedId: null });
    expect(initialPick([])).toEqual({ selectedId: null, savedId: null });
  });

  it('splits multi-line text on line breaks and <br>, dropping blank lines', () => {
    expect(textLines('Mon–Fri 8–5\r\n\nSat 7–6<br/>Sun 7–4<BR>')).toEqual(['Mon–Fri 8–5', 'Sat 7–6', 'Sun 7–4']);
    expect(textLines('')).toEqual([]);
  });

  it('links only to web pages, mail and phone numbers', () => {
    expect(safeHref('https://maps.example.com/?q=1')).toBe('https://maps.example.com/?q=1');
    expect(safeHref('/stores/base')).toBe('/stores/base');
    expect(safeHref('tel:+13035550100')).toBe('tel:+13035550100');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref(' JavaScript:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,hi')).toBeNull();
    expect(safeHref('')).toBeNull();
  });

  it("shows a North American contact phone as the store writes its sites' phones, any other as given", () => {
    expect(shownPhone('+1 3035550100')).toBe('(303) 555-0100');
    expect(shownPhone('+13035550100')).toBe('(303) 555-0100');
    expect(shownPhone('+1 (303) 555-0100')).toBe('(303) 555-0100');
    expect(shownPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(shownPhone(' 555-0100 ')).toBe('555-0100');
  });
});
