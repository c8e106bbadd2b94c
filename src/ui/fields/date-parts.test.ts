// @vitest-environment node
import { loadDateLocale } from '../../core/dates.ts';
import { DAYS, MONTHS, YEAR_SPAN, dateEntries, dateOfParts, dateProblem, monthNames, partOrder, partsOf, yearChoices } from './date-parts.ts';

const parts = (year: string, month: string, day: string) => ({ year, month, day });

describe('date field rules', () => {
  it('orders the selects month, day, year for en-US and day, month, year for every other locale', () => {
    expect(partOrder('en-US')).toEqual(['month', 'day', 'year']);
    for (const locale of ['en-AU', 'en-CA', 'en-NZ', 'fr-CA']) expect(partOrder(locale)).toEqual(['day', 'month', 'year']);
  });

  it('offers days 1 to 31 and months 1 to 12 whatever the month', () => {
    expect(DAYS).toHaveLength(31);
    expect([DAYS[0], DAYS.at(-1)]).toEqual([1, 31]);
    expect([MONTHS[0], MONTHS.at(-1), MONTHS.length]).toEqual([1, 12, 12]);
    expect(monthNames('en-US')[0]).toBe('January');
    expect(monthNames('en-US')[11]).toBe('December');
  });

  it('names the months in French once the fr-CA names are loaded', async () => {
    await loadDateLocale('fr-CA');
    expect(monthNames('fr-CA')).toEqual(['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre']);
    expect(monthNames('en-AU')[1]).toBe('February');
  });

  it(`offers the last ${YEAR_SPAN} years for a birth date, this year first`, () => {
    const years = yearChoices('2026-11-24');
    expect(years).toHaveLength(100);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1927);
  });

  it('offers the years from min to max when they are given', () => {
    expect(yearChoices('2026-11-24', { min: '2026-11-27', max: '2027-04-18' })).toEqual([2027, 2026]);
    expect(yearChoices('2026-11-24', { max: '2030-01-01' }, 3)).toEqual([2030, 2029, 2028]);
    expect(yearChoices('2026-11-24', { min: 'not a date' }, 2)).toEqual([2026, 2025]);
  });

  it('reads and writes YYYY-MM-DD through its parts', () => {
    expect(partsOf('2015-05-09')).toEqual(parts('2015', '5', '9'));
    expect(partsOf('2015-02-30')).toEqual(parts('', '', ''));
    expect(partsOf('')).toEqual(parts('', '', ''));
    expect(dateOfParts(parts('2015', '5', '9'))).toBe('2015-05-09');
    expect(dateOfParts(parts('2015', '5', ''))).toBeNull();
  });

  it('checks the date as a real date: 29 February only in leap years, no 31 April', () => {
    expect(dateProblem(parts('2024', '2', '29'))).toBeNull();
    expect(dateProblem(parts('2023', '2', '29'))).toBe('invalid');
    expect(dateProblem(parts('2026', '4', '31'))).toBe('invalid');
    expect(dateProblem(parts('2026', '4', '30'))).toBeNull();
    expect(dateProblem(parts('2026', '12', '31'))).toBeNull();
  });

  it('asks for every part once one is chosen, and for a date only when required', () => {
    expect(dateProblem(parts('', '', ''))).toBeNull();
    expect(dateProblem(parts('', '', ''), { required: true })).toBe('required');
    expect(dateProblem(parts('2020', '', '1'))).toBe('incomplete');
    expect(dateProblem(parts('', '3', ''), { required: true })).toBe('incomplete');
  });

  it('accepts min and max themselves and refuses the days beyond them', () => {
    const rules = { min: '2026-11-27', max: '2027-04-18' };
    expect(dateProblem(parts('2026', '11', '27'), rules)).toBeNull();
    expect(dateProblem(parts('2026', '11', '26'), rules)).toBe('too-early');
    expect(dateProblem(parts('2027', '4', '18'), rules)).toBeNull();
    expect(dateProblem(parts('2027', '4', '19'), rules)).toBe('too-late');
  });

  it('submits the date and its day, month and year parts under the legacy names', () => {
    expect(dateEntries('DateOfBirth', parts('2015', '5', '9'))).toEqual([
      ['DateOfBirth', '2015-05-09'],
      ['DateOfBirth_day', '9'],
      ['DateOfBirth_month', '5'],
      ['DateOfBirth_year', '2015'],
    ]);
    expect(dateEntries('d', parts('2015', '', '9'))).toEqual([
      ['d', ''],
      ['d_day', '9'],
      ['d_month', ''],
      ['d_year', '2015'],
    ]);
    expect(dateEntries('', parts('2015', '5', '9'))).toEqual([]);
  });
});
