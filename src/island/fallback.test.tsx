import { useEffect, useState } from 'react';
import { act } from '@testing-library/react';
import { defineWidget, type WidgetDefinition } from './define-widget.tsx';
import { useIslandStart, type IslandStartState } from '../ui/island-start.ts';
import { errorReports } from '../../test/error-reports.ts';
import { IslandFallback } from './fallback.ts';
import { DRAWN_ATTRIBUTE } from './boxes.ts';

let counter = 0;

function define(component: WidgetDefinition<object>['component'], extra: Partial<WidgetDefinition<object>> = {}): string {
  const tag = `resort-fallback-test-${++counter}` as const;
  defineWidget<object>({ tag, attributes: [], ...(component ? { component } : {}), ...extra });
  return tag;
}

/** The store's own form, as a template renders it inside the tag. */
const storeForm = `<form data-resort-fallback action="/addproducttocart/details/7/1" method="post">
  <label>Quantity <input name="addtocart_7.EnteredQuantity" value="1" required></label>
  <button>Add to cart</button>
</form>`;

async function mount(html: string): Promise<HTMLElement> {
  const holder = document.createElement('div');
  await act(async () => {
    holder.innerHTML = html;
    document.body.append(holder);
  });
  return holder.firstElementChild as HTMLElement;
}

/** Whether `node` is drawn: no `display: none` on its way up the composed tree, and in a slot where a shadow root hides its host's children. */
function shown(node: Element): boolean {
  let element: Element | null = node;
  while (element) {
    if (getComputedStyle(element).display === 'none') return false;
    const parent: Element | null = element.parentElement;
    if (parent?.shadowRoot) {
      // A shadow host's child is drawn only in the slot it is assigned to (happy-dom has no `assignedSlot`).
      const name = element.getAttribute('slot');
      const slot: Element | null = parent.shadowRoot.querySelector(name ? `slot[name="${name}"]` : 'slot:not([name])');
      if (!slot) return false;
      element = slot;
    } else element = parent ?? ((element.parentNode as ShadowRoot | null)?.host ?? null);
  }
  return true;
}

const form = (host: HTMLElement) => host.querySelector('form[data-resort-fallback]') as HTMLFormElement;
const island = (host: HTMLElement) => (host.shadowRoot ?? host).querySelector('.rw-mount') as HTMLElement;

/** A widget that loads before it draws, as the store's widgets do, and says what it shows. */
let settle: (state: IslandStartState) => void = () => {};
function Loading() {
  const [state, setState] = useState<IslandStartState>('loading');
  useEffect(() => {
    settle = setState;
  }, []);
  useIslandStart(state);
  if (state === 'loading') return <p>Loading…</p>;
  if (state === 'failed') return <p role="alert">Could not load the product.</p>;
  return <p data-testid="real">Season pass, adult</p>;
}

afterEach(() => {
  document.body.innerHTML = '';
  settle = () => {};
});

describe('the host markup inside a tag (data-resort-fallback)', () => {
  it('stays in use while the island loads, and gives way to the island at its first real state, kept in the page', async () => {
    const tag = define(Loading);
    const host = await mount(`<${tag}>${storeForm}</${tag}>`);
    expect(shown(form(host))).toBe(true);
    expect(shown(island(host))).toBe(false);
    expect(form(host).querySelector('input')?.disabled).toBe(false);

    await act(async () => settle('ready'));
    expect(shown(island(host))).toBe(true);
    expect(island(host).textContent).toBe('Season pass, adult');
    expect(host.contains(form(host))).toBe(true);
    expect(shown(form(host))).toBe(false);
    // A host <form> around the tag neither submits nor validates the hidden copy.
    expect([...form(host).querySelectorAll('input, button')].every((control) => (control as HTMLInputElement).disabled)).toBe(true);
  });

  it('gives way at the first render of a widget that does not load first', async () => {
    const tag = define(() => <p>Ready at once</p>);
    const host = await mount(`<${tag}>${storeForm}</${tag}>`);
    expect(shown(island(host))).toBe(true);
    expect(shown(form(host))).toBe(false);
  });

  it("shows only the marked children: the tag's other children stay out of sight", async () => {
    const tag = define(Loading);
    const host = await mount(`<${tag}><p id="note">Not ours to show</p>${storeForm}</${tag}>`);
    expect(shown(form(host))).toBe(true);
    expect(shown(host.querySelector('#note')!)).toBe(false);
  });

  it('stays in use when the first answer fails, and the island keeps out of sight', async () => {
    const tag = define(Loading);
    const host = await mount(`<${tag}>${storeForm}</${tag}>`);
    await act(async () => settle('failed'));
    expect(shown(form(host))).toBe(true);
    expect(shown(island(host))).toBe(false);
    expect(form(host).querySelector('input')?.disabled).toBe(false);
    // A later success does not pull the page from under a shopper using the store's form.
    await act(async () => settle('ready'));
    expect(shown(form(host))).toBe(true);
  });

  it('stays in use when the first render throws, and the failure is reported once', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const tag = define(() => {
      throw new Error('boom');
    });
    const host = await mount(`<${tag}>${storeForm}</${tag}>`);
    expect(shown(form(host))).toBe(true);
    expect(shown(island(host))).toBe(false);
    expect(error).toHaveBeenCalledWith(expect.stringContaining(`${tag}: the widget failed and was replaced by the page's own markup.`), expect.any(Error), expect.anything());
    await vi.waitFor(() => expect(errorReports()).toEqual([{ widget: tag, operation: 'render', message: 'The widget failed to render (Error).' }]));
  });

  it('stays in use when a part of the widget cannot be fetched', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const tag = define(undefined, { load: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')) });
    const host = await mount(`<${tag}>${storeForm}</${tag}>`);
    await vi.waitFor(() => expect(errorReports()).toHaveLength(1));
    expect(errorReports()[0]).toMatchObject({ widget: tag, operation: 'render' });
    expect(shown(form(host))).toBe(true);
    expect(shown(island(host))).toBe(false);
  });

  it('does not come back when a started island meets an error: the island keeps its own error state', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let explode: () => void = () => {};
    function Fragile() {
      const [broken, setBroken] = useState(false);
      useEffect(() => {
        explode = () => setBroken(true);
      }, []);
      if (broken) throw new Error('later');
      return <p>Working</p>;
    }
    const tag = define(Fragile);
    const host = await mount(`<${tag}>${storeForm}</${tag}>`);
    await act(async () => explode());
    expect(shown(form(host))).toBe(false);
    expect(island(host).querySelector('[role="alert"]')?.textContent).toContain('This part of the page could not be shown.');
    expect(shown(island(host))).toBe(true);
  });

  it('comes back when the tag is taken off the page, and gives way again when it returns', async () => {
    const tag = define(() => <p>Ready at once</p>);
    const host = await mount(`<${tag}>${storeForm}</${tag}>`);
    const parent = host.parentElement!;
    await act(async () => {
      host.remove();
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
    expect(getComputedStyle(host.shadowRoot!.querySelector('slot')!).display).not.toBe('none');
    expect(form(host).querySelector('input')?.disabled).toBe(false);
    await act(async () => parent.append(host));
    expect(shown(form(host))).toBe(false);
    expect(shown(island(host))).toBe(true);
  });

  it('carries what the shopper typed in the store\'s form, and the keyboard focus, into the island\'s matching field', async () => {
    let ready: () => void = () => {};
    function VoucherBox() {
      const [state, setState] = useState<IslandStartState>('loading');
      const [code, setCode] = useState('');
      useEffect(() => {
        ready = () => setState('ready');
      }, []);
      useIslandStart(state);
      if (state === 'loading') return <p>Loading…</p>;
      return (
        <>
          <label htmlFor="code">Voucher ID</label>
          <input id="code" value={code} onChange={(event) => setCode(event.target.value)} />
          <output>{code}</output>
          <label htmlFor="note">Note</label>
          <input id="note" defaultValue="" />
        </>
      );
    }
    const tag = define(VoucherBox);
    const host = await mount(`<${tag}><form data-resort-fallback>
      <label for="voucher-code">Voucher ID</label> <input id="voucher-code" name="code">
      <label>Note <input name="note" value="from the server"></label>
    </form></${tag}>`);
    const typedIn = host.querySelector<HTMLInputElement>('#voucher-code')!;
    typedIn.focus();
    typedIn.value = 'VCH-DISC';

    await act(async () => ready());
    const field = island(host).querySelector<HTMLInputElement>('#code')!;
    expect(field.value).toBe('VCH-DISC');
    // The widget's own state heard it, as if typed.
    expect(island(host).querySelector('output')?.textContent).toBe('VCH-DISC');
    expect(host.shadowRoot!.activeElement).toBe(field);
    // A value the server rendered, untouched by the shopper, is not carried.
    expect(island(host).querySelector<HTMLInputElement>('#note')!.value).toBe('');
  });

  it('leaves a tag without markup of its own as it was: the island shows from its first render', async () => {
    const tag = define(Loading);
    const host = await mount(`<${tag}></${tag}>`);
    expect(shown(island(host))).toBe(true);
    expect(island(host).textContent).toBe('Loading…');
  });

  describe('in a light-DOM island', () => {
    it('keeps the markup the island renders beside, hides it at the first real state and restores it when the tag leaves', async () => {
      const tag = define(Loading, { shadow: false });
      const host = await mount(`<${tag}>${storeForm}</${tag}>`);
      expect(host.shadowRoot).toBeNull();
      expect(shown(form(host))).toBe(true);
      expect(shown(island(host))).toBe(false);

      await act(async () => settle('ready'));
      expect(shown(form(host))).toBe(false);
      expect(island(host).textContent).toBe('Season pass, adult');
      expect(shown(island(host))).toBe(true);

      const parent = host.parentElement!;
      await act(async () => {
        host.remove();
        await new Promise((resolve) => setTimeout(resolve, 5));
      });
      parent.append(host);
      expect(form(host).style.display).toBe('');
    });

    it('stays in use when the first answer fails', async () => {
      const tag = define(Loading, { shadow: false });
      const host = await mount(`<${tag}>${storeForm}</${tag}>`);
      await act(async () => settle('failed'));
      expect(shown(form(host))).toBe(true);
      expect(shown(island(host))).toBe(false);
    });
  });
});

describe('a tag whose box holds only until its island has drawn (untilDrawn)', () => {
  it('is marked data-resort-drawn at the first real state, markup or none, and unmarked when it starts again', () => {
    for (const markup of ['', storeForm]) {
      const host = document.createElement('resort-drawn-test');
      host.innerHTML = markup;
      const mount = document.createElement('div');
      host.append(mount);
      document.body.append(host);
      const fallback = new IslandFallback(host, mount, null, true);
      fallback.start();
      fallback.report('loading');
      expect(host.hasAttribute(DRAWN_ATTRIBUTE)).toBe(false);
      fallback.report('ready');
      expect(host.hasAttribute(DRAWN_ATTRIBUTE)).toBe(true);
      fallback.stop();
      fallback.start();
      expect(host.hasAttribute(DRAWN_ATTRIBUTE)).toBe(false);
      host.remove();
    }
  });

  it('is never marked when its box holds for good', () => {
    const host = document.createElement('resort-drawn-test');
    const mount = document.createElement('div');
    host.append(mount);
    document.body.append(host);
    const fallback = new IslandFallback(host, mount, null);
    fallback.start();
    fallback.report('ready');
    expect(host.hasAttribute(DRAWN_ATTRIBUTE)).toBe(false);
    host.remove();
  });
});
