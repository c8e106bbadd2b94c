// @vitest-environment node
import { BIRTH_YEAR_SPAN, isValidBirthdate } from './birthdates.ts';

describe('a valid birthday', () => {
  const today = '2026-11-24';

  it('is a real date up to and including today', () => {
    expect(isValidBirthdate('2026-11-24', today)).toBe(true);
    expect(isValidBirthdate('2026-11-25', today)).toBe(false);
    expect(isValidBirthdate('2023-02-29', today)).toBe(false);
    expect(isValidBirthdate('', today)).toBe(false);
    expect(isValidBirthdate(null, today)).toBe(false);
  });

  it(`is in the last ${BIRTH_YEAR_SPAN} years, the years the field offers`, () => {
    expect(isValidBirthdate('1927-01-01', today)).toBe(true);
    expect(isValidBirthdate('1926-12-31', today)).toBe(false);
  });
});
