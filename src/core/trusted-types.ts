/**
 * The library's one Trusted Types policy, `resort-widgets`: every HTML string and every script URL
 * the library hands the page goes through it. A host that sets `require-trusted-types-for 'script'`
 * lists it in `trusted-types` (docs/host-page.md#content-security-policy); in a browser without
 * Trusted Types, and where the host's list leaves it out, the library hands over plain strings as
 * it always did.
 *
 * It is made once per page, by whichever copy of the library needs it first, and every copy uses
 * the same object (a policy name may be made only once: a second `createPolicy` is refused and
 * reported). Its two rules:
 *
 * - **HTML** only while the sanitiser is working (`whileSanitizing`): DOMPurify hands the policy the
 *   server's HTML to parse it in a scriptless document, and the clean HTML it serialises back
 *   (`RETURN_TRUSTED_TYPE`, `src/ui/sanitize-html.ts`). Anything else asking for HTML is refused,
 *   so no code path of ours or a host's can turn a string into markup through it.
 * - **Script URLs** that are `https:` (or `http:` on a page served over `http:`, a developer's own
 *   store): the UMD file's parts and a card provider's script. Where scripts may come from is the
 *   page's `script-src`; the policy refuses what no such list can (`javascript:`, `data:`, `blob:`).
 */
import type { Config, DOMPurify } from 'dompurify';
import type { TrustedHTML, TrustedScriptURL, TrustedTypePolicy, TrustedTypePolicyFactory } from 'trusted-types/lib';
import { shared, warnOnce } from './shared.ts';

/** The name a host lists in its `trusted-types` directive. */
export const TRUSTED_TYPES_POLICY = 'resort-widgets';

/** What the policy makes: HTML and script URLs, never script. */
export type LibraryPolicy = Pick<TrustedTypePolicy, 'name' | 'createHTML' | 'createScriptURL'>;

interface PolicyState {
  /** Null where the browser has no Trusted Types or the page refuses our name. */
  policy: LibraryPolicy | null;
  /** How many sanitising calls are under way. */
  sanitizing: number;
}

/** Whether a script at `url` may be added on a page at `base`: `https:`, or `http:` on an `http:` page. */
export function scriptUrlAllowed(url: string, base: string): boolean {
  try {
    const { protocol } = new URL(url, base);
    return protocol === 'https:' || (protocol === 'http:' && new URL(base).protocol === 'http:');
  } catch {
    return false;
  }
}

function makePolicy(state: PolicyState): LibraryPolicy | null {
  const factory = (globalThis as { trustedTypes?: TrustedTypePolicyFactory }).trustedTypes;
  if (!factory) return null;
  try {
    return factory.createPolicy(TRUSTED_TYPES_POLICY, {
      createHTML(html: string): string {
        if (state.sanitizing === 0) throw new TypeError(`${TRUSTED_TYPES_POLICY}: HTML only from DOMPurify`);
        return html;
      },
      createScriptURL(url: string): string {
        if (!scriptUrlAllowed(url, document.baseURI)) throw new TypeError(`${TRUSTED_TYPES_POLICY}: refused script ${url}`);
        return url;
      },
    });
  } catch {
    // The page's `trusted-types` leaves our name out (the browser has reported it): plain strings,
    // which a page that does not also require Trusted Types still takes.
    warnOnce('trusted-types', `resort-widgets: add ${TRUSTED_TYPES_POLICY} to the page's trusted-types directive (docs/host-page.md#content-security-policy)`);
    return null;
  }
}

function policyState(): PolicyState {
  return shared('trusted-types', () => {
    const state: PolicyState = { policy: null, sanitizing: 0 };
    state.policy = makePolicy(state);
    return state;
  });
}

/**
 * The policy, for DOMPurify's `TRUSTED_TYPES_POLICY` (null: DOMPurify works with strings). DOMPurify
 * calls only `createHTML` and `createScriptURL`; its type asks for `createScript` too, which ours
 * leaves out on purpose (the library never makes script from text).
 */
export function htmlPolicy(): TrustedTypePolicy | null {
  return policyState().policy as TrustedTypePolicy | null;
}

/** Runs the sanitiser: only meanwhile does the policy make HTML. */
export function whileSanitizing<T>(sanitize: () => T): T {
  const state = policyState();
  state.sanitizing += 1;
  try {
    return sanitize();
  } finally {
    state.sanitizing -= 1;
  }
}

/**
 * DOMPurify's `sanitize` with `config`, the policy for its parse of the server's HTML and for the
 * clean HTML it returns (`RETURN_TRUSTED_TYPE`): a TrustedHTML, or a string where there is no policy.
 */
export function trustedSanitizer(purify: DOMPurify, config: Config): (html: string) => TrustedHTML | string {
  const settings = { ...config, TRUSTED_TYPES_POLICY: htmlPolicy(), RETURN_TRUSTED_TYPE: true } as const;
  return (html) => whileSanitizing(() => purify.sanitize(html, settings));
}

/** `url` as the page takes a script's address: a TrustedScriptURL where the policy exists, else the string. */
export function scriptUrl(url: string): TrustedScriptURL | string {
  const { policy } = policyState();
  return policy ? policy.createScriptURL(url) : url;
}

export type { TrustedHTML };
