import { useEffect, useState } from 'react';
import { act } from '@testing-library/react';
import { defineWidget } from './define-widget.tsx';
import type { AttributeSpec } from './widget-meta.ts';
import { errorReports } from '../../test/error-reports.ts';

let counter = 0;
const uniqueTag = () => `resort-test-${++counter}` as const;

const attributes: AttributeSpec[] = [
  { prop: 'label', type: 'string', default: 'Default label' },
  { prop: 'count', type: 'number', default: 3 },
  { prop: 'readOnly', type: 'boolean', default: false },
  { prop: 'config', type: 'json', default: null },
];

interface Props {
  label?: string;
  count?: number;
  readOnly?: boolean;
  config?: { size?: string } | null;
}

function Probe({ label, count, readOnly, config }: Props) {
  return (
    <p data-testid="probe">
      {label}|{String(count)}|{readOnly ? 'read-only' : 'editable'}|{config?.size ?? 'none'}
    </p>
  );
}

function define(component = Probe, extra: Partial<Parameters<typeof defineWidget>[0]> = {}) {
  const tag = uniqueTag();
  defineWidget<Props>({ tag, attributes, component, ...extra });
  return tag;
}

async function mount(html: string): Promise<HTMLElement> {
  const holder = document.createElement('div');
  await act(async () => {
    holder.innerHTML = html;
    document.body.append(holder);
  });
  return holder.firstElementChild as HTMLElement;
}

const text = (element: HTMLElement) => element.shadowRoot?.querySelector('[data-testid="probe"]')?.textContent;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('defineWidget', () => {
  it('passes kebab-case attributes to the component as typed props', async () => {
    const tag = define();
    const element = await mount(`<${tag} label="Hello" count="7" read-only config='{"size":"xl"}'></${tag}>`);
    expect(text(element)).toBe('Hello|7|read-only|xl');
  });

  it('uses the defaults for missing attributes', async () => {
    const tag = define();
    const element = await mount(`<${tag}></${tag}>`);
    expect(text(element)).toBe('Default label|3|editable|none');
  });

  it('treats a present boolean attribute as true even when empty (HTML, not r2wc)', async () => {
    const tag = define();
    const element = await mount(`<${tag} read-only=""></${tag}>`);
    expect(text(element)).toContain('read-only');
  });

  it('resets a prop to its default when its attribute is removed', async () => {
    const tag = define();
    const element = await mount(`<${tag} label="Hello" read-only count="9"></${tag}>`);
    await act(async () => {
      element.removeAttribute('label');
      element.removeAttribute('read-only');
      element.removeAttribute('count');
    });
    expect(text(element)).toBe('Default label|3|editable|none');
  });

  it('exposes every attribute as a property that reflects simple values', async () => {
    const tag = define();
    const element = (await mount(`<${tag}></${tag}>`)) as HTMLElement & Props;
    await act(async () => {
      element.label = 'From property';
      element.readOnly = true;
      element.config = { size: 's' };
    });
    expect(text(element)).toBe('From property|3|read-only|s');
    expect(element.getAttribute('label')).toBe('From property');
    expect(element.hasAttribute('read-only')).toBe(true);
    expect(element.label).toBe('From property');
  });

  it('reads a number or JSON property given as text as its attribute would be read', async () => {
    const tag = define();
    const element = (await mount(`<${tag}></${tag}>`)) as HTMLElement & Record<string, unknown>;
    await act(async () => {
      element.count = '12';
      element.config = '{"size":"m"}';
    });
    expect(text(element)).toBe('Default label|12|editable|m');
    expect(element.count).toBe(12);
  });

  it('keeps a property set before the element was defined', async () => {
    const tag = uniqueTag();
    const early = document.createElement(tag) as HTMLElement & Props;
    early.label = 'Set early';
    document.body.append(early);
    await act(async () => {
      defineWidget<Props>({ tag, attributes, component: Probe });
    });
    expect(text(early)).toBe('Set early|3|editable|none');
  });

  it('warns and falls back to the default on bad JSON or a bad number instead of throwing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const tag = define();
    const element = await mount(`<${tag} config="{oops" count="many"></${tag}>`);
    expect(text(element)).toBe('Default label|3|editable|none');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`${tag}: attribute "config" is not valid JSON`));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`${tag}: attribute "count" must be a number`));
  });

  it('works when the tag is inserted after the script ran', async () => {
    const tag = define();
    const element = await mount(`<${tag} label="Late"></${tag}>`);
    expect(text(element)).toContain('Late');
  });

  it('keeps its state when legacy code moves it in the DOM', async () => {
    function Counter() {
      const [clicks, setClicks] = useState(0);
      return (
        <button type="button" data-testid="probe" onClick={() => setClicks(clicks + 1)}>
          {clicks}
        </button>
      );
    }
    const tag = define(Counter);
    const element = await mount(`<${tag}></${tag}>`);
    await act(async () => (element.shadowRoot?.querySelector('button') as HTMLButtonElement).click());
    expect(text(element)).toBe('1');
    const elsewhere = document.createElement('section');
    document.body.append(elsewhere);
    await act(async () => {
      elsewhere.append(element); // remove + insert, as jQuery's appendTo does
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
    expect(text(element)).toBe('1');
  });

  it('unmounts its React root when removed', async () => {
    const unmounted = vi.fn();
    function Tracked() {
      useEffect(() => unmounted, []);
      return <p data-testid="probe">here</p>;
    }
    const tag = define(Tracked);
    const element = await mount(`<${tag}></${tag}>`);
    await act(async () => {
      element.remove();
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
    expect(unmounted).toHaveBeenCalledTimes(1);
    expect(element.shadowRoot?.querySelector('[data-testid="probe"]')).toBeNull();
  });

  it('shows a short error in its own box when the widget throws, and the other islands keep working', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = define((() => {
      throw new Error('boom');
    }));
    const healthy = define();
    const holder = await mount(`<div><${broken}></${broken}><${healthy} label="Still here"></${healthy}></div>`);
    const brokenElement = holder.querySelector(broken) as HTMLElement;
    const healthyElement = holder.querySelector(healthy) as HTMLElement;
    expect(brokenElement.shadowRoot?.querySelector('[role="alert"]')?.textContent).toContain(
      'This part of the page could not be shown.',
    );
    expect(text(healthyElement)).toContain('Still here');
    expect(error).toHaveBeenCalledWith(expect.stringContaining(`${broken}: the widget failed`), expect.any(Error), expect.anything());
    expect(errorReports()).toEqual([{ widget: broken, operation: 'render', message: 'The widget failed to render (Error).' }]);
  });

  it('keeps the first definition and warns when a tag is defined twice', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const tag = define();
    const first = customElements.get(tag);
    const second = defineWidget<Props>({ tag, attributes, component: Probe });
    expect(second).toBe(first);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`${tag}: already defined`));
  });

  it('renders in an open shadow root so host page selectors cannot reach it', async () => {
    const tag = define();
    const element = await mount(`<${tag}></${tag}>`);
    expect(element.shadowRoot?.mode).toBe('open');
    expect(element.querySelector('[data-testid="probe"]')).toBeNull();
  });
});
