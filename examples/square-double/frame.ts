/**
 * The double's card frame: the four card inputs, in a sandboxed document the page cannot read.
 * It runs `CardFieldsModel`, tells the page the card events and its height, and answers
 * `tokenize` with a token (from the store's stand-in for Square when the frame's URL names one
 * with `?nonce=`) or with the fields' errors.
 */
import type { CardClassSelectors, CardOptions, TokenResult } from '@square/web-payments-sdk-types';
import { CardFieldsModel, FIELD_ORDER } from './card-fields.ts';
import type { FromFrame, ToFrame } from './frame-port.ts';
import { localNonce, requestNonce } from './nonces.ts';
import type { CardField } from './sandbox-cards.ts';
import { cardWords, supportedLocale } from './locales.ts';

// The card's locale, from the page side (`frame-port.ts`): its words and the document's language.
const locale = supportedLocale(new URL(location.href).searchParams.get('locale')) ?? 'en-US';
document.documentElement.lang = locale;
const WORDS = cardWords(locale);
const LABELS = WORDS.fields;
const AUTOCOMPLETE: Readonly<Record<CardField, AutoFill>> = { cardNumber: 'cc-number', expirationDate: 'cc-exp', cvv: 'cc-csc', postalCode: 'postal-code' };

const nonceUrl = new URL(location.href).searchParams.get('nonce');
const post = (message: FromFrame) => parent.postMessage(message, '*');

const root = document.getElementById('card')!;
const styleElement = document.getElementById('options-style') as HTMLStyleElement;
const inputs = new Map<CardField, HTMLInputElement>();
const messages = new Map<CardField, HTMLElement>();
let showLabels = false;

const model = new CardFieldsModel(
  (detail) => {
    const input = inputs.get(detail.field);
    const container = input?.closest('.input-container');
    input?.classList.toggle('is-error', detail.currentState.hasErrorClass);
    container?.classList.toggle('is-error', detail.currentState.hasErrorClass);
    input?.classList.toggle('is-focus', detail.currentState.hasFocusClass);
    container?.classList.toggle('is-focus', detail.currentState.hasFocusClass);
    input?.setAttribute('aria-invalid', String(detail.currentState.hasErrorClass));
    const message = messages.get(detail.field);
    if (message) message.textContent = detail.currentState.hasErrorClass ? WORDS.errors[detail.field] : '';
    post({ sq: 'event', detail });
    measure();
  },
  () => new Date(),
  (field) => inputs.get(field)?.focus(),
);

function cssProperty(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** Square's selectors, applied to the frame's own elements. */
function styleText(style: CardClassSelectors | undefined): string {
  return Object.entries(style ?? {})
    .map(([selector, properties]) => {
      const target = selector.startsWith('input') ? selector.replace(/^input/, '.sq-input') : selector;
      const body = Object.entries(properties ?? {})
        .map(([name, value]) => `${cssProperty(name)}: ${String(value)};`)
        .join(' ');
      return `${target} { ${body} }`;
    })
    .join('\n');
}

/**
 * Each short field's least width: its placeholder's, in the input's own font and in the card's
 * language, with the box's padding and border (Square's one-row card never cuts them).
 */
function fitPlaceholders(): void {
  const ruler = document.createElement('span');
  ruler.style.cssText = 'position: absolute; visibility: hidden; white-space: pre;';
  for (const field of ['expirationDate', 'cvv', 'postalCode'] as const) {
    const input = inputs.get(field);
    const container = input?.closest<HTMLElement>('.input-container');
    if (!input || !container) continue;
    ruler.style.font = getComputedStyle(input).font;
    ruler.textContent = input.placeholder;
    container.append(ruler);
    const text = ruler.getBoundingClientRect().width;
    ruler.remove();
    const box = getComputedStyle(container);
    const frame = ['paddingLeft', 'paddingRight', 'borderLeftWidth', 'borderRightWidth'].reduce((sum, side) => sum + (parseFloat(box[side as 'paddingLeft']) || 0), 0);
    root.style.setProperty(`--sq-${field}-width`, `${Math.ceil(text + frame + 2)}px`);
  }
}

/** The fields' own height (the document's would never shrink below the frame's). */
function measure(): void {
  post({ sq: 'height', px: Math.ceil(root.getBoundingClientRect().height) + 4 });
}

function build(): void {
  for (const field of FIELD_ORDER) {
    const container = document.createElement('div');
    container.className = `input-container field-${field}`;
    const id = `sq-${field}`;
    const label = document.createElement('label');
    label.htmlFor = id;
    label.className = 'sq-label';
    label.textContent = LABELS[field];
    const input = document.createElement('input');
    input.id = id;
    input.className = 'sq-input';
    input.name = field;
    input.autocomplete = AUTOCOMPLETE[field];
    input.inputMode = field === 'postalCode' ? 'text' : 'numeric';
    input.placeholder = LABELS[field];
    input.maxLength = field === 'cardNumber' ? 23 : field === 'expirationDate' ? 7 : field === 'cvv' ? 4 : 10;
    const message = document.createElement('div');
    message.className = 'message-text';
    message.id = `${id}-message`;
    message.setAttribute('aria-live', 'polite');
    input.setAttribute('aria-describedby', message.id);
    input.addEventListener('input', (event) => {
      // The expiry is shown as MM/YY (MM/AA) whatever the buyer types ("1230", "12/30"), like Square's.
      if (field === 'expirationDate') {
        const digits = input.value.replace(/\D/g, '').slice(0, 4);
        const typing = event.inputType?.startsWith('insert') ?? true;
        input.value = digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits.length === 2 && typing ? `${digits}/` : digits;
      }
      model.input(field, input.value);
    });
    input.addEventListener('focus', () => model.focus(field));
    input.addEventListener('blur', () => model.blur(field));
    input.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' || event.key === 'Enter') model.key(field, event.key);
    });
    container.append(label, input, message);
    root.append(container);
    inputs.set(field, input);
    messages.set(field, message);
  }
}

function configure(options: CardOptions): void {
  styleElement.textContent = styleText(options.style);
  showLabels = options.includeInputLabels === true;
  root.classList.toggle('with-labels', showLabels);
  // The store's style may change the inputs' font: the placeholders are measured again.
  fitPlaceholders();
  if (typeof options.postalCode === 'string' && options.postalCode !== '') {
    const input = inputs.get('postalCode')!;
    input.value = options.postalCode;
    model.input('postalCode', options.postalCode);
  }
  measure();
}

async function tokenize(): Promise<TokenResult> {
  const validated = model.validate();
  if (!validated.ok) return { status: 'Invalid', errors: validated.errors };
  const { card } = validated;
  const token = nonceUrl ? await requestNonce(nonceUrl, card) : localNonce();
  if (token === null) return { status: 'Error', errors: [{ type: 'NETWORK_ERROR', message: 'Square could not be reached to tokenize the card.' }] };
  return {
    status: 'OK',
    token,
    details: { method: 'Card', card: { brand: card.brand as never, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear }, billing: { postalCode: card.postalCode } },
  };
}

window.addEventListener('message', (event: MessageEvent<unknown>) => {
  if (event.source !== parent) return;
  const data = event.data as ToFrame;
  switch (data?.sq) {
    case 'configure':
      configure(data.options);
      break;
    case 'focus':
      inputs.get(data.field)?.focus();
      break;
    case 'clear':
      for (const input of inputs.values()) input.value = '';
      model.clear();
      break;
    case 'setError':
      model.input(data.field, inputs.get(data.field)?.value ?? '');
      model.blur(data.field);
      break;
    case 'measure':
      measure();
      break;
    case 'tokenize':
      void tokenize().then((result) => post({ sq: 'tokenized', id: data.id, result }));
      break;
  }
});

build();
fitPlaceholders();
new ResizeObserver(measure).observe(root);
post({ sq: 'ready' });
