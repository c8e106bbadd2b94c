import { lazy, useState } from 'react';
import { act, waitFor } from '@testing-library/react';
import { defineWidget } from './define-widget.tsx';
import { $settings } from '../stores/settings.ts';
import { parsePageData, type PageDataInput } from '../stores/page-data.ts';
import { useLabels } from '../ui/use-labels.ts';
import { useLocale } from '../ui/use-locale.ts';
import { coreLabelsFr } from '../core/labels.fr-CA.ts';

const labels = { 'probe.greeting': 'Hello {name}', 'probe.items': '{count} items', 'probe.items.one': '{count} item' } as const;
const french = { probeLabelsFr: { 'probe.greeting': 'Bonjour {name}', 'probe.items': '{count} articles', 'probe.items.one': '{count} article' } };

function Probe() {
  const text = useLabels(labels);
  const locale = useLocale();
  return (
    <p data-testid="probe">
      {text['probe.greeting'].replace('{name}', 'Alex')}|{locale.count(text, 'probe.items', 0)}|{locale.money(1234.5)}|{locale.displayDate('2026-12-05')}
    </p>
  );
}

let counter = 0;
function define() {
  const tag = `resort-lang-${++counter}` as const;
  const load = vi.fn(() => Promise.resolve(french));
  defineWidget({ tag, attributes: [], component: Probe, translations: { 'fr-CA': load } });
  return { tag, load };
}

function page(data: PageDataInput) {
  $settings.set(parsePageData(data));
}

async function mount(html: string): Promise<HTMLElement> {
  const holder = document.createElement('div');
  await act(async () => {
    holder.innerHTML = html;
    document.body.append(holder);
  });
  return holder.firstElementChild as HTMLElement;
}

const text = (element: HTMLElement) => element.shadowRoot?.querySelector('[data-testid="probe"]')?.textContent?.replace(/\s/gu, ' ');

afterEach(() => {
  document.body.innerHTML = '';
  page({});
});

describe('an island’s language', () => {
  it('speaks English by default and never loads the French labels', async () => {
    const { tag, load } = define();
    const element = await mount(`<${tag}></${tag}>`);
    await waitFor(() => expect(text(element)).toBe('Hello Alex|0 items|$1,234.50|Dec 5, 2026'));
    expect(load).not.toHaveBeenCalled();
    expect(element.shadowRoot?.querySelector('.rw-root')?.getAttribute('lang')).toBeNull();
  });

  it("speaks French when the page data's Language says fr-CA, with French plurals and formats", async () => {
    page({ Language: 'fr-CA', locale: 'en-CA', currency: 'CAD' });
    const { tag, load } = define();
    const element = await mount(`<${tag}></${tag}>`);
    await waitFor(() => expect(text(element)).toBe('Bonjour Alex|0 article|1 234,50 $|5 déc. 2026'));
    expect(load).toHaveBeenCalledTimes(1);
    expect(element.shadowRoot?.querySelector('.rw-root')?.getAttribute('lang')).toBe('fr-CA');
  });

  it('speaks French on an English page when the tag says lang="fr-CA", and back when it changes', async () => {
    const { tag } = define();
    const element = await mount(`<${tag} lang="fr-CA"></${tag}>`);
    await waitFor(() => expect(text(element)).toMatch(/^Bonjour Alex/));
    await act(async () => element.setAttribute('lang', 'en-US'));
    await waitFor(() => expect(text(element)).toMatch(/^Hello Alex\|0 items/));
  });

  it('keeps what the shopper did when the page switches language', async () => {
    const tag = `resort-lang-${++counter}` as const;
    function Counter() {
      const text = useLabels(labels);
      const [clicks, setClicks] = useState(0);
      return (
        <button type="button" data-testid="probe" onClick={() => setClicks(clicks + 1)}>
          {text['probe.greeting']} {clicks}
        </button>
      );
    }
    defineWidget({ tag, attributes: [], component: Counter, translations: { 'fr-CA': () => Promise.resolve(french) } });
    const element = await mount(`<${tag}></${tag}>`);
    const button = () => element.shadowRoot?.querySelector('button');
    await waitFor(() => expect(button()?.textContent).toBe('Hello {name} 0'));
    await act(async () => button()?.click());
    await act(async () => page({ Language: 'fr-CA' }));
    await waitFor(() => expect(button()?.textContent).toBe('Bonjour {name} 1'));
    await act(async () => page({}));
    await waitFor(() => expect(button()?.textContent).toBe('Hello {name} 1'));
  });

  it('labels the spinner of a part that loads later in the island’s language', async () => {
    // A part loaded on reach (its chunk never arrives here), with no boundary of its own.
    const Part = lazy(() => new Promise<never>(() => undefined));
    function Later() {
      const [open, setOpen] = useState(false);
      return open ? (
        <Part />
      ) : (
        <button type="button" onClick={() => setOpen(true)}>
          open
        </button>
      );
    }
    const tag = `resort-lang-${++counter}` as const;
    defineWidget({ tag, attributes: [], component: Later, translations: { 'fr-CA': () => Promise.resolve({ coreLabelsFr }) } });
    page({ Language: 'fr-CA' });
    const element = await mount(`<${tag}></${tag}>`);
    await waitFor(() => expect(element.shadowRoot?.querySelector('button')).not.toBeNull());
    await act(async () => element.shadowRoot?.querySelector('button')?.click());
    await waitFor(() => expect(element.shadowRoot?.querySelector('.rw-spinner')?.getAttribute('aria-label')).toBe('Chargement'));
  });

  it('names the spinner of a part reached after the French is in in French, though the island first drew before it', async () => {
    const Part = lazy(() => new Promise<never>(() => undefined));
    function Later() {
      const [open, setOpen] = useState(false);
      return open ? (
        <Part />
      ) : (
        <button type="button" onClick={() => setOpen(true)}>
          open
        </button>
      );
    }
    let arrive: (module: { coreLabelsFr: typeof coreLabelsFr }) => void = () => undefined;
    const tag = `resort-lang-${++counter}` as const;
    defineWidget({ tag, attributes: [], component: Later, translations: { 'fr-CA': () => new Promise((resolve) => (arrive = resolve)) } });
    page({ Language: 'fr-CA' });
    const element = await mount(`<${tag}></${tag}>`);
    // Waiting for its French: a spinner no one hears in English.
    const spinner = () => element.shadowRoot?.querySelector('.rw-spinner');
    await waitFor(() => expect(spinner()).not.toBeNull());
    expect(spinner()?.getAttribute('aria-label')).toBeNull();
    expect(spinner()?.getAttribute('aria-hidden')).toBe('true');
    await act(async () => arrive({ coreLabelsFr }));
    await waitFor(() => expect(element.shadowRoot?.querySelector('button')).not.toBeNull());
    await act(async () => element.shadowRoot?.querySelector('button')?.click());
    await waitFor(() => expect(spinner()?.getAttribute('aria-label')).toBe('Chargement'));
  });

  it("keeps the host's override of a label over the French wording", async () => {
    page({ Language: 'fr', labels: { 'probe.greeting': 'Salut {name}!' } });
    const { tag } = define();
    const element = await mount(`<${tag}></${tag}>`);
    await waitFor(() => expect(text(element)).toMatch(/^Salut Alex!\|0 article/));
  });

  it("shows the French wording on a French island when the host's overrides say they are English", async () => {
    page({ Language: 'fr-CA', labels: { 'probe.greeting': 'Howdy {name}' }, LabelsLanguage: 'en-US' });
    const { tag } = define();
    const element = await mount(`<${tag}></${tag}>`);
    await waitFor(() => expect(text(element)).toMatch(/^Bonjour Alex\|0 article/));
  });

  it("keeps the host's English overrides off a tag that asks for French on an English page", async () => {
    page({ labels: { 'probe.greeting': 'Howdy {name}' } });
    const { tag } = define();
    const english = await mount(`<${tag}></${tag}>`);
    await waitFor(() => expect(text(english)).toMatch(/^Howdy Alex\|/));
    const french = await mount(`<${tag} lang="fr-CA"></${tag}>`);
    await waitFor(() => expect(text(french)).toMatch(/^Bonjour Alex\|/));
  });

  it('stays in English, and says so once, when the French labels cannot be loaded', async () => {
    page({ locale: 'fr-CA' });
    const tag = `resort-lang-${++counter}` as const;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    defineWidget({ tag, attributes: [], component: Probe, translations: { 'fr-CA': () => Promise.reject(new Error('offline')) } });
    const element = await mount(`<${tag}></${tag}>`);
    await waitFor(() => expect(text(element)).toMatch(/^Hello Alex\|/));
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
