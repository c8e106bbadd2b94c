// @vitest-environment node
import { statusLabels } from './status-labels.ts';
import { statusLabelsFr } from './status-labels.fr-CA.ts';
import { statusKey, statusText } from './status-text.ts';

describe('a status the store gives', () => {
  const french = { ...statusLabelsFr };

  it('finds each status the spec names by its name, whatever its case or spacing', () => {
    for (const [key, name] of Object.entries(statusLabels)) {
      expect(statusKey(name)).toBe(key);
      expect(statusKey(` ${name.toUpperCase()} `)).toBe(key);
    }
  });

  it('reads as the store wrote it on an English page', () => {
    expect(statusText('Paid', {}, 'en')).toBe('Paid');
    expect(statusText('Paid in full', {}, 'en')).toBe('Paid in full');
  });

  it('reads in French on a French page for each status the spec names', () => {
    expect(statusText('Paid', french, 'fr-CA')).toBe('Payé');
    expect(statusText('PENDING', french, 'fr-CA')).toBe('En attente');
    expect(statusText(' on hold ', french, 'fr-CA')).toBe('En suspens');
    for (const name of Object.values(statusLabels)) expect(statusText(name, french, 'fr-CA')).not.toBe(name);
  });

  it('keeps a status the widget does not know, and the store’s own French', () => {
    expect(statusText('Awaiting approval', french, 'fr-CA')).toBe('Awaiting approval');
    expect(statusText('Payé', french, 'fr-CA', 'fr-CA')).toBe('Payé');
    expect(statusText(null, french, 'fr-CA')).toBe('');
  });
});
