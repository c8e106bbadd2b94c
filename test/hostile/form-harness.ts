/**
 * What a tag's folder needs to break the answers its form reads after the shopper acts: a tag's
 * `<name>.hostile.ts` exports `hostileForm` (its calls with their good answers, the broken answers
 * of one run, and the run: the shopper's steps and what they found), and
 * `test/hostile/form-answers.test.tsx` finds every folder's by glob. A new form tag is one folder.
 */
import type fc from 'fast-check';
import { http, HttpResponse, type HttpHandler } from 'msw';
import * as api from '../../src/api/client.ts';
import { startNewPage } from '../../src/api/client.ts';
import type { PageDataInput } from '../../src/stores/page-data.ts';
import { hostileAnswer, type Json } from './mutate.ts';
import { wait, type Outcome } from './island.ts';

export { outcomeIn, settle, wait, type Outcome } from './island.ts';

export interface Answer {
  body: string;
  status: number;
}

export const json = (value: unknown, status = 200): Answer => ({ body: JSON.stringify(value), status });

/** A broken answer made from `valid`, sent with `status`. */
export const broken = (valid: unknown, status = 200): fc.Arbitrary<Answer> => hostileAnswer(valid as Json).map(({ body }): Answer => ({ body, status }));

/** A call the form makes, and the store's good answer to it. */
export interface FormCall {
  method: 'get' | 'post';
  path: string;
  valid: Answer;
}

/** The page one run of a form plays on. */
export interface FormPage {
  /** The tag's shadow root. */
  root: ShadowRoot;
  /** The paths the form has asked for since the page started (a step may forget one to ask again). */
  asked: Set<string>;
  /** This run's answers by path; a path without one is answered well. */
  answers: Map<string, Answer>;
  /** A fresh page with the form on it, its answers by path (the others good). */
  mount(html: string, run: Record<string, Answer>): Promise<FormPage>;
  remove(): Promise<void>;
}

export interface HostileForm {
  /** The tag, for the test's name. */
  tag: string;
  /** What the form does with any answer, as the test names it. */
  does: string;
  /** The calls the form reads, with their good answers. */
  calls: readonly FormCall[];
  /** Calls answered well on every run (settings the form reads first). */
  alsoAnswered?: readonly HttpHandler[];
  pageData?: PageDataInput;
  /** One run's broken answers, by path. */
  answers: fc.Arbitrary<Record<string, Answer>>;
  /** The shopper's steps, from a page it mounts with this run's `answers`: the problems a shopper would meet. */
  run(mount: FormPage['mount'], answers: Record<string, Answer>): Promise<string[]>;
}

export const button = (root: ParentNode, name: string) => [...root.querySelectorAll('button')].find((candidate) => candidate.textContent?.trim() === name);

/** Types into a React-controlled field as a person would (React listens for `input`). */
export function type(field: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

export const problems = (what: string, outcome: Outcome, fine: readonly Outcome[]) => (fine.includes(outcome) ? [] : [`${what}: ${outcome}`]);

/** The store of one form: its calls answered by this run's answers, the others well. */
export function formStore(form: HostileForm): { handlers: HttpHandler[]; mount: FormPage['mount'] } {
  const answers = new Map<string, Answer>();
  const asked = new Set<string>();
  const handlers = [
    ...form.calls.map(({ method, path, valid }) =>
      http[method](path, () => {
        asked.add(path);
        const { body, status } = answers.get(path) ?? valid;
        return new HttpResponse(body, { status, headers: { 'Content-Type': 'application/json' } });
      }),
    ),
    ...(form.alsoAnswered ?? []),
  ];
  const mount = async (html: string, run: Record<string, Answer>): Promise<FormPage> => {
    api.invalidate();
    // Each run is a page of its own: the client's requests-per-minute budget starts empty.
    startNewPage();
    answers.clear();
    for (const [path, answer] of Object.entries(run)) answers.set(path, answer);
    asked.clear();
    document.body.innerHTML = '<input type="hidden" name="__RequestVerificationToken" value="t0ken">';
    delete window.__hostile;
    const holder = document.createElement('div');
    document.body.append(holder);
    holder.innerHTML = html;
    await wait(1);
    return {
      root: (holder.firstElementChild as HTMLElement).shadowRoot!,
      asked,
      answers,
      mount,
      remove: async () => {
        holder.remove();
        await wait(1);
      },
    };
  };
  return { handlers, mount };
}
