/**
 * Renders a tag whose store answers with a hostile body and waits until it settles, reporting what
 * a shopper would see: the widget's data, its error with Retry, a blank box, an endless spinner or
 * the island's crash fallback (an exception that escaped the widget).
 */
import { act } from '@testing-library/react';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { SetupServer } from 'msw/node';
import * as api from '../../src/api/client.ts';
import { startNewPage } from '../../src/api/client.ts';
import { resetCartStore } from '../../src/stores/cart.ts';
import { setPageData } from '../../src/stores/page-data-actions.ts';
import type { PageDataInput } from '../../src/stores/page-data.ts';

export type Outcome = 'data' | 'error with retry' | 'blank' | 'spinner' | 'crashed' | 'ran script';

declare global {
  interface Window {
    __hostile?: number;
  }
}

/** The store's answer: the raw body, as JSON, with the given status. */
export function rawAnswer(method: 'get' | 'post', path: string, body: string, status = 200): HttpHandler {
  return http[method](path, () => new HttpResponse(body, { status, headers: { 'Content-Type': 'application/json' } }));
}

const visibleText = (root: ParentNode) => (root.textContent ?? '').replace(/\s+/g, ' ').trim();

/** What the island shows now. */
export function outcomeOf(element: HTMLElement, hasData: (root: ParentNode) => boolean): Outcome {
  return outcomeIn(element.shadowRoot ?? element, hasData);
}

/** What a part of an island (or all of it) shows now. */
export function outcomeIn(root: ParentNode, hasData: (root: ParentNode) => boolean): Outcome {
  if (window.__hostile !== undefined) return 'ran script';
  if (root.querySelector('.rw-island-error')) return 'crashed';
  const alert = root.querySelector('[role="alert"]');
  if (alert && [...alert.querySelectorAll('button')].some((button) => /retry/i.test(button.textContent ?? ''))) return 'error with retry';
  if (hasData(root)) return 'data';
  if (root.querySelector('.rw-loading, .rw-spinner, [data-loading]')) return 'spinner';
  return visibleText(root) === '' ? 'blank' : 'data';
}

export interface HostileMount {
  html: string;
  pageData?: PageDataInput;
  /** True when the widget shows the store's data (its normal, populated state). */
  hasData: (root: ParentNode) => boolean;
  /** Runs once the page and the answers are ready, before the tag is added (resets a widget's own store). */
  before?: () => void;
}

/** Lets the island work for `ms` of real time (answers arrive, effects run). */
export async function wait(ms = 10): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
}

/**
 * Waits (up to `settleMs`, on the real clock) until `ready()` and no spinner shows in `root`;
 * true when it did, false when it was still loading at the end.
 */
export async function settle(root: ParentNode, ready: () => boolean, settleMs = 3000): Promise<boolean> {
  const deadline = Date.now() + settleMs;
  const done = () => ready() && root.querySelector('.rw-loading, .rw-spinner, [data-loading]') === null;
  while (!done()) {
    if (Date.now() > deadline) return false;
    await wait(5);
  }
  return true;
}

/**
 * Mounts `html` on a fresh page and waits (up to `settleMs` of polling, on the real clock) for the
 * island to leave its loading state.
 */
export async function mountAndSettle(server: SetupServer, handlers: HttpHandler[], mount: HostileMount, settleMs = 3000): Promise<Outcome> {
  const [outcome] = await mountAllAndSettle(server, handlers, mount, settleMs);
  return outcome!;
}

/**
 * Mounts `html` — one island or several side by side, as a page puts them — on a fresh page, waits
 * (up to `settleMs` of polling, on the real clock) until no island is loading, and answers what
 * each shows, in the order of `html`.
 */
export async function mountAllAndSettle(server: SetupServer, handlers: HttpHandler[], mount: HostileMount, settleMs = 3000): Promise<Outcome[]> {
  document.body.innerHTML = '<input type="hidden" name="__RequestVerificationToken" value="t0ken">';
  delete window.__hostile;
  resetCartStore();
  api.invalidate();
  // Each run is a page of its own: the client's requests-per-minute budget starts empty.
  startNewPage();
  setPageData(mount.pageData ?? {});
  server.resetHandlers(...handlers);
  mount.before?.();
  const holder = document.createElement('div');
  await act(async () => {
    holder.innerHTML = mount.html;
    document.body.append(holder);
  });
  const islands = [...holder.children] as HTMLElement[];
  const outcomes = () => islands.map((island) => outcomeOf(island, mount.hasData));
  const deadline = Date.now() + settleMs;
  let seen = outcomes();
  while (seen.includes('spinner') && Date.now() < deadline) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    seen = outcomes();
  }
  await act(async () => {
    holder.remove();
  });
  return seen;
}
