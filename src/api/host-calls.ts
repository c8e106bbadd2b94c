/**
 * The vocabulary of the call registry: how a tag family describes each call its widgets make, once,
 * in the family's `calls.ts` beside the code that makes it. `resort-widgets check-host` reads
 * the registry (`widgets/calls.ts`) to ask a store every call and parse each answer with the
 * widget's own schema.
 *
 * Only the `calls.ts` files and the command import this module; no widget bundle does (a lint
 * rule keeps it so), so nothing here costs a shopper a byte.
 */
import * as z from 'zod/mini';
import { FILE_ACCEPT } from './file-client.ts';
import type { BodyKind, Method } from './request-shape.ts';
import type { CaptchaAction } from './security.ts';

/** Who must be signed in for the store to answer: anyone, a customer, or staff. */
export type Audience = 'guest' | 'customer' | 'admin';

/**
 * Where a call's value comes from. A string names an id (`'product'`): given on the command line
 * as `--product 12`, or learnt from an earlier answer (a call's `provides`). `example` is sent
 * when the id is neither given nor learnt — a made-up value whose answer still has the shape the
 * widget reads (an unknown voucher is answered "not valid"). `answer` names something an earlier
 * call learnt that is not an id (a whole schedule to copy), never given on the command line.
 */
export type CallParam = string | { id: string; example: string | number } | { answer: string; example?: string | number };

/** Values the command knows: ids and answers, by name. */
export type Known = Readonly<Record<string, unknown>>;

export interface HostCall<S extends z.ZodMiniType = z.ZodMiniType> {
  /** What the widget does with it, in a few words: `cart`, `remove item`. */
  name: string;
  method: Method;
  /** The path, with `{name}` for each value taken from `params`: `/api/ui/paymentplans/schedules/{productId}`. */
  path: string;
  /** Every value the path, query or body needs, and where it comes from. */
  params?: Readonly<Record<string, CallParam>>;
  /** The query the widget adds (`ts` is added to every GET). */
  query?: (params: Known) => Readonly<Record<string, string | number | boolean>>;
  /** The body as the widget sends it; the command sends `value` (its own request, for checking). */
  body?: { kind: Exclude<BodyKind, 'none' | 'multipart'>; value: (params: Known) => unknown };
  /** The widget's own schema of the answer: import it, never copy it (`FILE_ANSWER` for a file). */
  schema: S;
  /**
   * The answer is a file (an admin list's CSV export), not JSON: sent with this `Accept`, as the
   * widget's download is, and passed when the store sends a file rather than a page or an error.
   */
  file?: { accept: string };
  /** When the widget also parses each entry of a list on its own (leaving out the bad ones). */
  entries?: z.ZodMiniType;
  /**
   * `read`: changes nothing on the store (GETs, and read-only POSTs like the schedule viewer's),
   * sent by default. `write`: changes data (even as a GET), sent only with `--write` on a test
   * store. `never`: the command does not send it at all (see `note`).
   */
  sends: 'read' | 'write' | 'never';
  who: Audience;
  /** Carries the anti-forgery token; default: anything but a GET. */
  antiForgery?: boolean;
  /** The reCAPTCHA action the widget sends when the store has captcha on. */
  captcha?: CaptchaAction;
  /** Error statuses the widget reads as an answer (the customer lookup's 404: nobody has that login). */
  answers?: readonly number[];
  /**
   * Ids and answers this call's answer teaches the calls after it; `known` holds what the command
   * knew when it sent the call, this call's params included.
   */
  provides?: (answer: z.output<S>, known: Known) => Readonly<Record<string, unknown>>;
  /** This is the sign-in call: `--login` signs in through it. */
  signsIn?: true;
  /** Why the call is safe, or why the command never sends it; shown in the report. */
  note?: string;
}

/** A tag family: its tags and the calls their widgets make, in the order the command asks them. */
export interface CallFamily {
  /** `cart`, `payment-schedule`, … */
  family: string;
  /**
   * Where `resort-widgets check-host` asks this family among the others, lowest first: a family
   * whose calls need an id another family's answer teaches comes after it (`widgets/calls.ts` is
   * written in this order by `npm run tags`).
   */
  order: number;
  tags: readonly string[];
  calls: readonly HostCall[];
}

/** The schema of a `file` call's answer: the widget reads the bytes, not a shape. */
export const FILE_ANSWER = z.unknown();

/** Describes one call: `provides` is typed by the call's own schema. */
export function hostCall<S extends z.ZodMiniType>(call: HostCall<S>): HostCall {
  return call;
}

/**
 * An answer an earlier call taught (`provides` with `{ answer: name }` params): typed as the body
 * it becomes, since the command learnt it from the call whose schema said so.
 */
export const learnt = <T>(known: Known, name: string) => known[name] as T;

/** An admin list's CSV export the store makes: a GET that reads nothing but answers a file. */
export function csvExportCall(call: Pick<HostCall, 'name' | 'path' | 'query'>): HostCall {
  return hostCall({ ...call, method: 'GET', schema: FILE_ANSWER, file: { accept: FILE_ACCEPT }, sends: 'read', who: 'admin' });
}
