/**
 * One of the double's hosted field frames: a single input in a sandboxed document the page cannot
 * read. It tells the page its state as the buyer types. The number field's frame also keeps the
 * other fields' values (sent by their frames over the ports the page handed out), and answers
 * `tokenize`: it checks the card, then asks the gateway named in the client token for a nonce.
 */
import type { BraintreeFieldKey } from '../../widgets/payment-form/braintree-types.ts';
import { checkForTokenize, fieldChange, requestNonce, type TokenizeAnswer } from './fields.ts';
import type { FromFrame, ToFrame } from './frame-port.ts';
import { FIELD_KEYS } from './sandbox.ts';

const LABELS: Readonly<Record<BraintreeFieldKey, string>> = { number: 'Credit Card Number', expirationDate: 'Expiration Date', cvv: 'CVV', postalCode: 'Postal Code' };
const AUTOCOMPLETE: Readonly<Record<BraintreeFieldKey, AutoFill>> = { number: 'cc-number', expirationDate: 'cc-exp', cvv: 'cc-csc', postalCode: 'postal-code' };

const requested = new URL(location.href).searchParams.get('field');
const field: BraintreeFieldKey = FIELD_KEYS.find((key) => key === requested) ?? 'number';
const post = (message: FromFrame) => parent.postMessage(message, '*');

const label = document.createElement('label');
label.htmlFor = 'field';
label.className = 'bt-label';
label.textContent = LABELS[field];
const input = document.createElement('input');
input.id = 'field';
input.name = field;
input.autocomplete = AUTOCOMPLETE[field];
input.inputMode = field === 'postalCode' ? 'text' : 'numeric';
input.className = 'bt-input';
document.body.append(label, input);

/** The number frame: the other fields' values and their ports. */
const peers = new Map<BraintreeFieldKey, { port: MessagePort; value: string }>();
/** Another field's frame: its port to the number frame, and the number's first digits (for the CVV's length). */
let toNumber: MessagePort | null = null;
let bin = '';

function report(submit = false): void {
  const number = field === 'number' ? input.value : bin;
  const change = fieldChange(field, input.value, document.activeElement === input && document.hasFocus(), number, new Date());
  input.classList.toggle('invalid', !change.isPotentiallyValid);
  input.setAttribute('aria-invalid', String(!change.isPotentiallyValid));
  post({ bt: 'change', change, submit });
}

input.addEventListener('input', () => {
  if (toNumber) toNumber.postMessage({ value: input.value });
  if (field === 'number') {
    const digits = input.value.replace(/\D/g, '').slice(0, 6);
    peers.get('cvv')?.port.postMessage({ bin: digits });
  }
  report();
});
input.addEventListener('focus', () => report());
input.addEventListener('blur', () => report());
input.addEventListener('keydown', (event) => {
  if (event.key === 'Enter') report(true);
});

async function tokenize(message: Extract<ToFrame, { bt: 'tokenize' }>): Promise<TokenizeAnswer> {
  const values: Partial<Record<BraintreeFieldKey, string>> = { number: input.value };
  for (const [key, peer] of peers) values[key] = peer.value;
  const checked = checkForTokenize(values, new Date());
  if (!checked.ok) return checked;
  const nonce = await requestNonce(message.gatewayUrl, message.authorizationFingerprint, checked.card, message.billingAddress);
  return nonce ? { ok: true, nonce, card: checked.card } : { ok: false, code: 'HOSTED_FIELDS_TOKENIZATION_NETWORK_ERROR' };
}

window.addEventListener('message', (event: MessageEvent<unknown>) => {
  if (event.source !== parent) return;
  const data = event.data as ToFrame | null;
  if (!data || typeof data !== 'object' || !('bt' in data)) return;
  if (data.bt === 'configure') input.placeholder = data.placeholder;
  else if (data.bt === 'peer' && field === 'number' && event.ports[0]) {
    const port = event.ports[0];
    const peer = { port, value: '' };
    peers.set(data.field, peer);
    port.onmessage = (message: MessageEvent<{ value?: unknown }>) => {
      if (typeof message.data.value === 'string') peer.value = message.data.value;
    };
  } else if (data.bt === 'collect' && event.ports[0]) {
    toNumber = event.ports[0];
    toNumber.onmessage = (message: MessageEvent<{ bin?: unknown }>) => {
      if (typeof message.data.bin !== 'string') return;
      bin = message.data.bin;
      if (input.value !== '') report();
    };
    toNumber.postMessage({ value: input.value });
  } else if (data.bt === 'tokenize' && field === 'number') {
    const { id } = data;
    void tokenize(data).then((answer) => post({ bt: 'tokenized', id, answer }));
  }
});

post({ bt: 'ready' });
