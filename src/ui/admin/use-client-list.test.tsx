import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { loadDateLocale } from '../../core/dates.ts';
import { setPageData } from '../../stores/page-data-actions.ts';
import { IslandLanguageContext, type IslandLanguageValue } from '../island-language.ts';
import { statusLabelsFr } from '../status-labels.fr-CA.ts';
import { clientColumns, filterText, useClientList } from './use-client-list.ts';

interface Plan {
  id: number;
  name: string;
  status: string;
  created: string;
  amount: number;
  hotlisted: boolean;
}

const plans: Plan[] = [
  { id: 1, name: 'Season Pass', status: 'Active', created: '2026-03-05', amount: 50, hotlisted: true },
  { id: 2, name: 'Parking Pass', status: 'Cancelled', created: '2026-11-20', amount: 1234.5, hotlisted: false },
  { id: 3, name: 'Locker', status: 'On Hold', created: '2025-08-01', amount: -12.25, hotlisted: false },
];

const column = clientColumns<Plan>();
const columns = column.columns([
  column.accessor('name', {}),
  column.accessor('status', { meta: { text: (value, _row, format) => format.storeValue('status', value) } }),
  column.accessor('created', { meta: { text: (value, _row, format) => format.date(value, 'adminNumeric') } }),
  column.accessor('amount', { meta: { text: (value, _row, format) => format.money(value) } }),
  column.accessor('hotlisted', { meta: { text: (value) => (value ? 'Oui' : 'Non') } }),
]);

const french: IslandLanguageValue = { language: 'fr-CA', locale: 'fr-CA', dictionary: statusLabelsFr };

/** The names of the plans the filter keeps, on a page in `language` (English when none). */
function kept(filter: string, language?: IslandLanguageValue): string[] {
  const wrapper = ({ children }: { children: ReactNode }) => (language ? <IslandLanguageContext.Provider value={language}>{children}</IslandLanguageContext.Provider> : children);
  const { result } = renderHook(() => useClientList({ data: plans, columns, getRowId: (plan) => String(plan.id), filter, sort: null, page: 1, pageSize: 10 }), { wrapper });
  return result.current.filtered.map((plan) => plan.name);
}

describe("a client list's filter matches what its cells show", () => {
  describe('on a French page', () => {
    beforeAll(() => loadDateLocale('fr-CA'));
    beforeEach(() => setPageData({ locale: 'fr-CA', currency: 'CAD' }));

    it.each([
      ['Actif', ['Season Pass']],
      ['actif', ['Season Pass']],
      // Accents and case ignored both ways.
      ['annule', ['Parking Pass']],
      ['ANNULÉ', ['Parking Pass']],
      ['en suspens', ['Locker']],
      // The stored English value is not what the staff member reads.
      ['Active', []],
      ['Cancelled', []],
    ])('finds a status in French: %s', (typed, names) => expect(kept(typed, french)).toEqual(names));

    it.each([
      ['5 mars 2026', ['Season Pass']],
      ['20 nov.', ['Parking Pass']],
      ['août 2025', ['Locker']],
      ['aout 2025', ['Locker']],
      // The stored ISO date and the English form are not shown.
      ['2026-03-05', []],
      ['Mar 5', []],
    ])('finds a date as the list writes it: %s', (typed, names) => expect(kept(typed, french)).toEqual(names));

    it.each([
      ['50,00', ['Season Pass']],
      // The amount's no-break spaces match a plain space.
      ['50,00 $', ['Season Pass']],
      ['1 234,50', ['Parking Pass']],
      // A minus sign matches a hyphen.
      ['-12,25', ['Locker']],
      ['50.00', []],
      ['1234.5', []],
    ])('finds an amount with a comma decimal: %s', (typed, names) => expect(kept(typed, french)).toEqual(names));

    it('finds Yes and No as the cell says them, not the stored true', () => {
      expect(kept('oui', french)).toEqual(['Season Pass']);
      expect(kept('true', french)).toEqual([]);
    });

    it('keeps every row for an empty or blank filter, and finds a column without its own text as it is', () => {
      expect(kept('', french)).toHaveLength(3);
      expect(kept('   ', french)).toHaveLength(3);
      expect(kept('parking', french)).toEqual(['Parking Pass']);
    });
  });

  describe('on an English page', () => {
    beforeEach(() => setPageData({ locale: 'en-US', currency: 'USD' }));

    it.each([
      ['Active', ['Season Pass']],
      ['cancelled', ['Parking Pass']],
      ['3/5/2026', ['Season Pass']],
      ['$1,234.50', ['Parking Pass']],
      ['50.00', ['Season Pass']],
      ['Actif', []],
    ])('finds the English value as shown: %s', (typed, names) => expect(kept(typed)).toEqual(names));
  });
});

describe('filterText', () => {
  it('drops case and accents, makes every space plain and a minus sign a hyphen', () => {
    expect(filterText(' Échec du\u00a0paiement ')).toBe('echec du paiement');
    expect(filterText('\u221212,25\u00a0$')).toBe('-12,25 $');
    expect(filterText('1\u202f234,50')).toBe('1 234,50');
  });
});
