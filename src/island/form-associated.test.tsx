import { useLayoutEffect } from 'react';
import { act } from '@testing-library/react';
import { defineWidget, type IslandProps } from './define-widget.tsx';
import { defineField } from './define-field.tsx';
import { FIELD_VALUE_EVENT } from './form-control.ts';
import { useFormField } from './use-form-field.ts';
import type { AttributeSpec } from './widget-meta.ts';

let counter = 0;
const uniqueTag = () => `resort-field-test-${++counter}` as const;

const attributes: AttributeSpec[] = [
  { prop: 'name', type: 'string' },
  { prop: 'value', type: 'string' },
];

interface Props extends IslandProps {
  name?: string;
  value?: string;
}

/** A tiny field: a text input whose value it submits under `name` and `name_upper`. */
function TextField({ name = '', value = '', formControl }: Props) {
  const field = useFormField(formControl, value, (text) => text);
  useLayoutEffect(() => {
    formControl?.commit(field.value, name === '' ? [] : [[name, field.value], [`${name}_upper`, field.value.toUpperCase()]]);
    formControl?.setValidity(field.value === '' ? { flag: 'valueMissing', message: 'Fill me in.' } : null);
  }, [formControl, field.value, name]);
  return (
    <input
      aria-label="Text"
      value={field.value}
      disabled={field.formDisabled}
      onChange={(event) => {
        field.setValue(event.target.value);
        formControl?.changed();
      }}
    />
  );
}

function define() {
  const tag = uniqueTag();
  defineField<Props>({ tag, attributes, component: TextField });
  return tag;
}

async function mount(html: string): Promise<HTMLFormElement> {
  const form = document.createElement('form');
  await act(async () => {
    form.innerHTML = html;
    document.body.append(form);
  });
  return form;
}

type Field = HTMLElement & { value: string; form: HTMLFormElement | null; checkValidity(): boolean; formResetCallback(): void; formDisabledCallback(disabled: boolean): void; formStateRestoreCallback(state: unknown): void };

const inner = (element: HTMLElement) => element.shadowRoot?.querySelector('input') as HTMLInputElement;

/** What the browser hands ElementInternals, recorded. */
class FakeInternals {
  values: unknown[] = [];
  validity: { flags: ValidityStateFlags; message?: string | undefined }[] = [];
  form: HTMLFormElement | null = null;
  setFormValue(value: unknown) {
    this.values.push(value instanceof FormData ? [...value.entries()] : value);
  }
  setValidity(flags: ValidityStateFlags, message?: string) {
    this.validity.push({ flags, message });
  }
  checkValidity() {
    const last = this.validity.at(-1);
    return !last || Object.keys(last.flags).length === 0;
  }
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('defineField: a form-associated island', () => {
  it('declares the element form-associated and delegates focus to its control', async () => {
    const tag = define();
    expect((customElements.get(tag) as unknown as { formAssociated: boolean }).formAssociated).toBe(true);
    const form = await mount(`<${tag} name="code"></${tag}>`);
    expect(form.querySelector(tag)?.shadowRoot).not.toBeNull();
  });

  it('submits its entries with the host form where the browser has no ElementInternals (hidden inputs in light DOM)', async () => {
    const tag = define();
    const form = await mount(`<${tag} name="code" value="abc"></${tag}>`);
    expect([...new FormData(form).entries()]).toEqual([
      ['code', 'abc'],
      ['code_upper', 'ABC'],
    ]);
    const element = form.querySelector(tag) as Field;
    expect(element.value).toBe('abc');
    expect(element.form).toBe(form);
  });

  it('sends a field without a name nothing', async () => {
    const tag = define();
    const form = await mount(`<${tag} value="abc"></${tag}>`);
    expect([...new FormData(form).entries()]).toEqual([]);
  });

  it('gives its value and validity to ElementInternals when the browser has them', async () => {
    const fake = new FakeInternals();
    const attach = vi.fn(() => fake as unknown as ElementInternals);
    Object.defineProperty(HTMLElement.prototype, 'attachInternals', { configurable: true, value: attach });
    try {
      const tag = define();
      const form = await mount(`<${tag} name="code" value="abc"></${tag}>`);
      const element = form.querySelector(tag) as Field;
      expect(attach).toHaveBeenCalledTimes(1);
      expect(fake.values.at(-1)).toEqual([
        ['code', 'abc'],
        ['code_upper', 'ABC'],
      ]);
      expect(element.querySelector('input[type="hidden"]')).toBeNull();
      expect(element.checkValidity()).toBe(true);
      await act(async () => {
        element.value = '';
      });
      expect(fake.validity.at(-1)).toEqual({ flags: { valueMissing: true }, message: 'Fill me in.' });
      expect(element.checkValidity()).toBe(false);
    } finally {
      delete (HTMLElement.prototype as { attachInternals?: unknown }).attachInternals;
    }
  });

  it('reads element.value as the value it holds now and follows a value a script sets', async () => {
    const tag = define();
    const form = await mount(`<${tag} name="code" value="abc"></${tag}>`);
    const element = form.querySelector(tag) as Field;
    const heard = vi.fn();
    element.addEventListener(FIELD_VALUE_EVENT, heard);
    await act(async () => {
      element.value = 'xyz';
    });
    expect(element.value).toBe('xyz');
    expect(inner(element).value).toBe('xyz');
    expect(new FormData(form).get('code')).toBe('xyz');
    expect(element.getAttribute('value')).toBe('abc');
    expect(heard).toHaveBeenCalled();
  });

  it('goes back to its value attribute when the form is reset, and restores a saved state', async () => {
    const tag = define();
    const form = await mount(`<${tag} name="code" value="abc"></${tag}>`);
    const element = form.querySelector(tag) as Field;
    await act(async () => {
      element.value = 'changed';
    });
    await act(async () => element.formResetCallback());
    expect(element.value).toBe('abc');
    expect(new FormData(form).get('code')).toBe('abc');
    await act(async () => element.formStateRestoreCallback('restored'));
    expect(inner(element).value).toBe('restored');
  });

  it('is disabled by a disabled fieldset around it and enabled again', async () => {
    const tag = define();
    const form = await mount(`<${tag} name="code" value="abc"></${tag}>`);
    const element = form.querySelector(tag) as Field;
    await act(async () => element.formDisabledCallback(true));
    expect(inner(element).disabled).toBe(true);
    await act(async () => element.formDisabledCallback(false));
    expect(inner(element).disabled).toBe(false);
  });

  it('sends input and change on the element when the shopper types', async () => {
    const tag = define();
    const form = await mount(`<${tag} name="code"></${tag}>`);
    const events: string[] = [];
    form.addEventListener('input', (event) => events.push(`input:${(event.target as HTMLElement).localName}`));
    form.addEventListener('change', (event) => events.push(`change:${(event.target as HTMLElement).localName}`));
    const element = form.querySelector(tag) as Field;
    await act(async () => {
      const input = inner(element);
      // React tracks the value it set: change it through the prototype's setter, as typing does.
      Reflect.set(HTMLInputElement.prototype, 'value', 'typed', input);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(events).toContain(`input:${tag}`);
    expect(events).toContain(`change:${tag}`);
  });

  it('leaves other islands as they were: no internals, no value property of its own', async () => {
    const tag = uniqueTag();
    defineWidget<Props>({ tag, attributes, component: () => <p>plain</p> });
    expect((customElements.get(tag) as unknown as { formAssociated?: boolean }).formAssociated).toBeFalsy();
    const form = await mount(`<${tag} value="x"></${tag}>`);
    const element = form.querySelector(tag) as Field;
    expect(element.value).toBe('x');
    expect([...new FormData(form).entries()]).toEqual([]);
  });
});
