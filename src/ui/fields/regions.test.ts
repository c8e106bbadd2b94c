// @vitest-environment node
import { AU_STATES, CA_PROVINCES, REGION_MAX_LENGTH, US_STATES, regionField, regionValue } from './regions.ts';

describe('state field rules', () => {
  it('lists the 50 US states and the District of Columbia, labelled State', () => {
    expect(US_STATES).toHaveLength(51);
    expect(US_STATES.map(([code]) => code)).toContain('DC');
    expect(regionField('US')).toMatchObject({ kind: 'select', label: 'state' });
  });

  it('lists the 13 Canadian provinces and territories, labelled Province', () => {
    expect(CA_PROVINCES).toHaveLength(13);
    expect(CA_PROVINCES.map(([code]) => code)).toEqual(expect.arrayContaining(['BC', 'QC', 'NU', 'YT', 'NT']));
    expect(regionField('ca')).toMatchObject({ kind: 'select', label: 'province' });
  });

  it('lists the 8 Australian states and territories, labelled State', () => {
    expect(AU_STATES).toHaveLength(8);
    expect(AU_STATES.map(([code]) => code)).toEqual(expect.arrayContaining(['NSW', 'ACT', 'NT', 'TAS']));
    expect(regionField(' AU ')).toMatchObject({ kind: 'select', label: 'state' });
  });

  it('is free text labelled Region for every other country, or none', () => {
    for (const country of ['GB', 'NZ', 'MX', '', null, undefined]) expect(regionField(country)).toEqual({ kind: 'text', label: 'region' });
  });

  it("keeps a value only when it is in the country's list (by code or name, any case)", () => {
    expect(regionValue('US', 'co')).toBe('CO');
    expect(regionValue('US', 'Colorado')).toBe('CO');
    expect(regionValue('CA', 'CO')).toBe('');
    expect(regionValue('AU', 'Western Australia')).toBe('WA');
  });

  it(`keeps a typed region as typed, up to ${REGION_MAX_LENGTH} characters`, () => {
    expect(regionValue('GB', ' Greater London')).toBe(' Greater London');
    expect(regionValue('GB', 'x'.repeat(REGION_MAX_LENGTH + 5))).toHaveLength(REGION_MAX_LENGTH);
  });
});
