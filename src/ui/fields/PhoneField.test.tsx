import { render, screen } from '@testing-library/react';
import { PhoneField, type PhoneFieldLabels } from './PhoneField.tsx';
import { setPageData } from '../../stores/page-data-actions.ts';

/** intl-tel-input is a chunk of its own: here it has not come in yet (what a slow connection shows). */
vi.mock('./load-phone-input.ts', () => ({ loadPhoneInput: () => new Promise<never>(() => {}) }));

const labels: PhoneFieldLabels = {
  label: 'Phone',
  invalid: 'Enter a valid phone number.',
  loadError: 'The phone field could not be loaded.',
  retry: 'Try again',
  countryButton: 'Country: ${countryName} (+${dialCode})',
  countryList: 'Countries',
  noCountry: 'No country',
  countrySearch: 'Search',
  clearSearch: 'Clear',
  close: 'Close',
  noResults: 'No results',
  results: (count) => `${count} results`,
};

describe('PhoneField', () => {
  it('looks like our fields from the first paint, whatever the host page says about inputs', () => {
    // The demo store's legacy stylesheet; the field lives in the light DOM, where it reaches.
    const host = document.createElement('style');
    host.textContent = 'input { border: 3px solid lime; height: 50px; font-size: 20px; padding: 0 12px; background: pink; }';
    document.head.append(host);
    onTestFinished(() => host.remove());

    render(<PhoneField saved="" draft={null} onChange={() => {}} disabled={false} labels={labels} widget="resort-profile" />);
    const style = getComputedStyle(screen.getByRole('textbox', { name: 'Phone' }));
    expect(style.borderTopWidth).toBe('1px');
    expect(style.borderTopColor).not.toBe('lime');
    expect(style.backgroundColor).not.toBe('pink');
    expect(style.height).not.toBe('50px');
    // Room for the country button before it shows: nothing moves when it does.
    expect(style.paddingLeft).toMatch(/^calc\(59px \+ /);
  });

  it('starts empty, the dial code beside it and an example number in it, at the country of the page', () => {
    onTestFinished(() => setPageData({}));
    for (const [locale, example] of [['en-US', '201-555-0123'], ['fr-CA', '506-234-5678']] as const) {
      setPageData({ locale });
      const { container, unmount } = render(<PhoneField saved="" draft={null} onChange={() => {}} disabled={false} labels={labels} widget="resort-profile" loadOnUse />);
      const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Phone' });
      // Nothing the shopper did not type: the dial code is the country button's, the number a placeholder.
      expect(input.value).toBe('');
      expect(input.placeholder).toBe(example);
      expect(container.querySelector('.rw-phone__still-dial')?.textContent).toBe('+1');
      unmount();
    }
  });

  it('shows a number on file without an example beside it', () => {
    render(<PhoneField saved="+1 3035550100" draft={null} onChange={() => {}} disabled={false} labels={labels} widget="resort-profile" loadOnUse />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Phone' });
    expect(input.value).toBe('303-555-0100');
    expect(input.placeholder).toBe('');
  });
});
