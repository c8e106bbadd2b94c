/**
 * How `el.tokenize()` reaches the island's React tree: the mounted form registers its tokenizer
 * for its element; a call that comes before the form is ready waits for it.
 */
import type { PaymentTokenDetail } from '../../src/events/bus.ts';

type Tokenizer = () => Promise<PaymentTokenDetail | null>;

const tokenizers = new WeakMap<HTMLElement, Tokenizer>();
const waiting = new WeakMap<HTMLElement, ((tokenizer: Tokenizer) => void)[]>();

export function registerTokenizer(host: HTMLElement, tokenizer: Tokenizer): () => void {
  tokenizers.set(host, tokenizer);
  for (const resolve of waiting.get(host) ?? []) resolve(tokenizer);
  waiting.delete(host);
  return () => {
    if (tokenizers.get(host) === tokenizer) tokenizers.delete(host);
  };
}

export function tokenizeFor(host: HTMLElement): Promise<PaymentTokenDetail | null> {
  const tokenizer = tokenizers.get(host);
  if (tokenizer) return tokenizer();
  return new Promise<Tokenizer>((resolve) => waiting.set(host, [...(waiting.get(host) ?? []), resolve])).then((ready) => ready());
}
