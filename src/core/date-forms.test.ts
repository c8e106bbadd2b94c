/**
 * Every form a date takes for a person (`DATE_FORMS`), in both languages the store speaks, at the
 * dates where a pattern goes wrong first: a month's first and last day, February's last in a leap
 * year and in another, the turn of the year, one-digit days and months.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DATE_FORMS, dateText, displayForm, loadDateLocale, monthFirst, type DateForm } from './dates.ts';
import { formatDisplayDate, formatLongDate, formatShortDate } from './format.ts';
import { ADMIN_DATE_FORMS, adminDate, type AdminDateForm } from '../ui/admin/admin-date.ts';
import { PRODUCT_DATE_FORMS } from '../../widgets/product/dates/date-text.ts';

import { DAY_MONTH } from '../../examples/server/shell/store-locale.ts';

/** The forms the features keep beside them, with the day and month of the store's home page. */
const FEATURE_FORMS = { ...PRODUCT_DATE_FORMS, dayMonth: DAY_MONTH } as const;
type FeatureForm = keyof typeof FEATURE_FORMS;

beforeAll(() => loadDateLocale('fr-CA'));

const DAYS = ['2026-01-01', '2026-01-31', '2026-02-28', '2028-02-29', '2026-03-05', '2026-12-01', '2026-12-31', '2027-01-01'] as const;

/** Each form's writing of each day: US English, then Canadian French. */
const EXPECTED: Record<DateForm | FeatureForm | AdminDateForm, Record<(typeof DAYS)[number], readonly [string, string]>> = {
  display: {
    '2026-01-01': ['Jan 1, 2026', '1er janv. 2026'],
    '2026-01-31': ['Jan 31, 2026', '31 janv. 2026'],
    '2026-02-28': ['Feb 28, 2026', '28 févr. 2026'],
    '2028-02-29': ['Feb 29, 2028', '29 févr. 2028'],
    '2026-03-05': ['Mar 5, 2026', '5 mars 2026'],
    '2026-12-01': ['Dec 1, 2026', '1er déc. 2026'],
    '2026-12-31': ['Dec 31, 2026', '31 déc. 2026'],
    '2027-01-01': ['Jan 1, 2027', '1er janv. 2027'],
  },
  schedule: {
    '2026-01-01': ['01/01/2026', '01/01/2026'],
    '2026-01-31': ['01/31/2026', '31/01/2026'],
    '2026-02-28': ['02/28/2026', '28/02/2026'],
    '2028-02-29': ['02/29/2028', '29/02/2028'],
    '2026-03-05': ['03/05/2026', '05/03/2026'],
    '2026-12-01': ['12/01/2026', '01/12/2026'],
    '2026-12-31': ['12/31/2026', '31/12/2026'],
    '2027-01-01': ['01/01/2027', '01/01/2027'],
  },
  long: {
    '2026-01-01': ['January 1, 2026', '1er janvier 2026'],
    '2026-01-31': ['January 31, 2026', '31 janvier 2026'],
    '2026-02-28': ['February 28, 2026', '28 février 2026'],
    '2028-02-29': ['February 29, 2028', '29 février 2028'],
    '2026-03-05': ['March 5, 2026', '5 mars 2026'],
    '2026-12-01': ['December 1, 2026', '1er décembre 2026'],
    '2026-12-31': ['December 31, 2026', '31 décembre 2026'],
    '2027-01-01': ['January 1, 2027', '1er janvier 2027'],
  },
  weekday: {
    '2026-01-01': ['Thursday, January 1, 2026', 'jeudi 1er janvier 2026'],
    '2026-01-31': ['Saturday, January 31, 2026', 'samedi 31 janvier 2026'],
    '2026-02-28': ['Saturday, February 28, 2026', 'samedi 28 février 2026'],
    '2028-02-29': ['Tuesday, February 29, 2028', 'mardi 29 février 2028'],
    '2026-03-05': ['Thursday, March 5, 2026', 'jeudi 5 mars 2026'],
    '2026-12-01': ['Tuesday, December 1, 2026', 'mardi 1er décembre 2026'],
    '2026-12-31': ['Thursday, December 31, 2026', 'jeudi 31 décembre 2026'],
    '2027-01-01': ['Friday, January 1, 2027', 'vendredi 1er janvier 2027'],
  },
  weekdayDayMonth: {
    '2026-01-01': ['Thursday, January 1', 'jeudi 1er janvier'],
    '2026-01-31': ['Saturday, January 31', 'samedi 31 janvier'],
    '2026-02-28': ['Saturday, February 28', 'samedi 28 février'],
    '2028-02-29': ['Tuesday, February 29', 'mardi 29 février'],
    '2026-03-05': ['Thursday, March 5', 'jeudi 5 mars'],
    '2026-12-01': ['Tuesday, December 1', 'mardi 1er décembre'],
    '2026-12-31': ['Thursday, December 31', 'jeudi 31 décembre'],
    '2027-01-01': ['Friday, January 1', 'vendredi 1er janvier'],
  },
  // A calendar cell's number: a word of the day's name above.
  dayOfMonth: {
    '2026-01-01': ['1', '1er'],
    '2026-01-31': ['31', '31'],
    '2026-02-28': ['28', '28'],
    '2028-02-29': ['29', '29'],
    '2026-03-05': ['5', '5'],
    '2026-12-01': ['1', '1er'],
    '2026-12-31': ['31', '31'],
    '2027-01-01': ['1', '1er'],
  },
  dayMonth: {
    '2026-01-01': ['January 1', '1er janvier'],
    '2026-01-31': ['January 31', '31 janvier'],
    '2026-02-28': ['February 28', '28 février'],
    '2028-02-29': ['February 29', '29 février'],
    '2026-03-05': ['March 5', '5 mars'],
    '2026-12-01': ['December 1', '1er décembre'],
    '2026-12-31': ['December 31', '31 décembre'],
    '2027-01-01': ['January 1', '1er janvier'],
  },
  monthYear: {
    '2026-01-01': ['January 2026', 'janvier 2026'],
    '2026-01-31': ['January 2026', 'janvier 2026'],
    '2026-02-28': ['February 2026', 'février 2026'],
    '2028-02-29': ['February 2028', 'février 2028'],
    '2026-03-05': ['March 2026', 'mars 2026'],
    '2026-12-01': ['December 2026', 'décembre 2026'],
    '2026-12-31': ['December 2026', 'décembre 2026'],
    '2027-01-01': ['January 2027', 'janvier 2027'],
  },
  numeric: {
    '2026-01-01': ['1/1/2026', '01/01/2026'],
    '2026-01-31': ['1/31/2026', '31/01/2026'],
    '2026-02-28': ['2/28/2026', '28/02/2026'],
    '2028-02-29': ['2/29/2028', '29/02/2028'],
    '2026-03-05': ['3/5/2026', '05/03/2026'],
    '2026-12-01': ['12/1/2026', '01/12/2026'],
    '2026-12-31': ['12/31/2026', '31/12/2026'],
    '2027-01-01': ['1/1/2027', '01/01/2027'],
  },
  admin: {
    '2026-01-01': ['Jan 01 2026', '1er janv. 2026'],
    '2026-01-31': ['Jan 31 2026', '31 janv. 2026'],
    '2026-02-28': ['Feb 28 2026', '28 févr. 2026'],
    '2028-02-29': ['Feb 29 2028', '29 févr. 2028'],
    '2026-03-05': ['Mar 05 2026', '5 mars 2026'],
    '2026-12-01': ['Dec 01 2026', '1er déc. 2026'],
    '2026-12-31': ['Dec 31 2026', '31 déc. 2026'],
    '2027-01-01': ['Jan 01 2027', '1er janv. 2027'],
  },
  adminComma: {
    '2026-01-01': ['Jan 01, 2026', '1er janv. 2026'],
    '2026-01-31': ['Jan 31, 2026', '31 janv. 2026'],
    '2026-02-28': ['Feb 28, 2026', '28 févr. 2026'],
    '2028-02-29': ['Feb 29, 2028', '29 févr. 2028'],
    '2026-03-05': ['Mar 05, 2026', '5 mars 2026'],
    '2026-12-01': ['Dec 01, 2026', '1er déc. 2026'],
    '2026-12-31': ['Dec 31, 2026', '31 déc. 2026'],
    '2027-01-01': ['Jan 01, 2027', '1er janv. 2027'],
  },
  adminNumeric: {
    '2026-01-01': ['1/1/2026', '1er janv. 2026'],
    '2026-01-31': ['1/31/2026', '31 janv. 2026'],
    '2026-02-28': ['2/28/2026', '28 févr. 2026'],
    '2028-02-29': ['2/29/2028', '29 févr. 2028'],
    '2026-03-05': ['3/5/2026', '5 mars 2026'],
    '2026-12-01': ['12/1/2026', '1er déc. 2026'],
    '2026-12-31': ['12/31/2026', '31 déc. 2026'],
    '2027-01-01': ['1/1/2027', '1er janv. 2027'],
  },
};

describe('the forms a date takes for a person', () => {
  it('has an expectation for every form', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...Object.keys(DATE_FORMS), ...Object.keys(FEATURE_FORMS), ...Object.keys(ADMIN_DATE_FORMS)].sort());
  });

  for (const form of Object.keys(DATE_FORMS) as DateForm[]) {
    it(`${form}: in en-US and fr-CA, at month ends, a leap day and the turn of the year`, () => {
      for (const day of DAYS) {
        const [english, french] = EXPECTED[form][day];
        expect(dateText(day, 'en-US', form), `${form} ${day} en-US`).toBe(english);
        expect(dateText(day, 'fr-CA', form), `${form} ${day} fr-CA`).toBe(french);
      }
    });
  }

  for (const form of Object.keys(FEATURE_FORMS) as FeatureForm[]) {
    it(`${form} (a feature's own): in en-US and fr-CA, at month ends, a leap day and the turn of the year`, () => {
      for (const day of DAYS) {
        const [english, french] = EXPECTED[form][day];
        expect(dateText(day, 'en-US', FEATURE_FORMS[form]), `${form} ${day} en-US`).toBe(english);
        expect(dateText(day, 'fr-CA', FEATURE_FORMS[form]), `${form} ${day} fr-CA`).toBe(french);
      }
    });
  }

  for (const form of Object.keys(ADMIN_DATE_FORMS) as AdminDateForm[]) {
    it(`the staff screens' ${form}: the spec's English pattern in en-US, the store's display form in fr-CA`, () => {
      for (const day of DAYS) {
        const [english, french] = EXPECTED[form][day];
        expect(adminDate(day, 'en-US', form), `${form} ${day} en-US`).toBe(english);
        expect(adminDate(day, 'fr-CA', form), `${form} ${day} fr-CA`).toBe(french);
        expect(adminDate(`${day}T00:00:00`, 'fr-CA', form)).toBe(french);
      }
      expect(adminDate('2026-02-30', 'en-US', form)).toBe('--');
      expect(adminDate(null, 'fr-CA', form)).toBe('--');
    });
  }

  it('reads a timestamp for its date, and leaves what is not a date as it is', () => {
    expect(dateText('2026-12-31T23:59:59Z', 'fr-CA', 'display')).toBe('31 déc. 2026');
    expect(dateText('2026-02-30', 'fr-CA', 'display')).toBe('2026-02-30');
    expect(dateText('At check-in', 'en-US', 'long')).toBe('At check-in');
  });

  it('writes the month first in US English only', () => {
    expect(['en-US', 'en_us', 'en', ' EN-US '].map(monthFirst)).toEqual([true, true, true, true]);
    expect(['en-CA', 'en-AU', 'en-NZ', 'fr-CA', 'fr'].map(monthFirst)).toEqual([false, false, false, false, false]);
    expect(dateText('2026-12-31', 'en-NZ', 'display')).toBe('31 Dec 2026');
  });

  it("takes the host's display format as a form, the spec's MMM/D/Y by default", () => {
    expect(displayForm()).toBe('display');
    expect(displayForm('MMM/D/Y')).toBe('display');
    expect(displayForm('MMMM/D/Y')).toBe('long');
    expect(displayForm('M/D/Y')).toBe('numeric');
    expect(displayForm('YYYY')).toBe('display');
  });

  it('gives the format helpers the same forms, so the store and the widgets agree', () => {
    for (const day of DAYS) {
      for (const [index, locale] of (['en-US', 'fr-CA'] as const).entries()) {
        expect(formatDisplayDate(day, locale)).toBe(EXPECTED.display[day][index]);
        expect(formatDisplayDate(day, locale, 'MMMM/D/Y')).toBe(EXPECTED.long[day][index]);
        expect(formatDisplayDate(day, locale, 'M/D/Y')).toBe(EXPECTED.numeric[day][index]);
        expect(formatLongDate(day, locale)).toBe(EXPECTED.long[day][index]);
        expect(formatShortDate(day, locale)).toBe(EXPECTED.numeric[day][index]);
      }
    }
  });
});
