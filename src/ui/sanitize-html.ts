/**
 * Server HTML (waiver text, pickup-site descriptions) is sanitised with DOMPurify before it is
 * rendered; nothing else is ever rendered as HTML. DOMPurify is loaded on demand, the first time
 * a widget has server HTML to show.
 *
 * Beyond DOMPurify's defaults (no scripts, no event handlers, no `javascript:` URLs) the rendered
 * HTML may not carry styles or forms, which could restyle or overlay the widget around it, nor
 * frames; links open in a new tab so a shopper in the middle of checkout does not leave it.
 *
 * Where the HTML is parsed matters. Chromium checks an inline event handler (`onclick="…"`)
 * against the page's Content-Security-Policy the moment a parser creates the attribute, in any
 * document of the page's window — DOMParser's, a template's, `createHTMLDocument`'s, its own
 * Sanitizer API's — and reports a violation for each (on the console and to the store's CSP
 * reports), though a handler there never runs. Server HTML may well carry one; DOMPurify then
 * removes it, but the report is already made. A window whose frame has been removed runs no script
 * at all: there the parser leaves `onclick` as plain text and nothing is checked. So DOMPurify
 * works in the window of an empty frame taken out of the page as soon as it is made, and in the
 * page's own window only where that one cannot sanitise.
 *
 * Trusted Types: the frame's document takes the page's policy, so where the page requires Trusted
 * Types its parser takes only `TrustedHTML`. DOMPurify is given the library's one policy
 * (`resort-widgets`, `src/core/trusted-types.ts`) to wrap the server's HTML for that parse and the
 * clean HTML it returns (`RETURN_TRUSTED_TYPE`), which React then writes through
 * `dangerouslySetInnerHTML` unchanged. The policy makes HTML only while DOMPurify runs. Where the
 * browser has no Trusted Types, or the page leaves our policy out, it works with strings.
 */
import type { Config, DOMPurify, WindowLike } from 'dompurify';
import type { TrustedHTML } from '../core/trusted-types.ts';

/** Clean HTML as the page takes it: `TrustedHTML` where the page has our policy, else a string. */
export type CleanHtml = TrustedHTML | string;

const CONFIG: Config = {
  FORBID_TAGS: ['style', 'link', 'meta', 'base', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'frame', 'object', 'embed', 'dialog'],
  FORBID_ATTR: ['style', 'autofocus', 'tabindex', 'popover', 'slot'],
  ALLOW_DATA_ATTR: false,
};

/**
 * A sample of what must never survive, and of what must: checked once, because DOMPurify hands back
 * its input unchanged (or half-cleaned) where the DOM it needs is missing or incomplete, and nothing
 * at all where the page refuses its parse (Trusted Types required, our policy not allowed).
 */
const CANARY = '<img src="x" onerror="alert(1)"><a href="javascript:alert(1)">x</a><script>alert(1)</script><b>kept</b>';

/** DOMPurify set up in one window: HTML in, clean HTML out. */
type Sanitize = (html: string) => CleanHtml;

let instance: Promise<Sanitize> | null = null;

/**
 * The window of an empty frame, taken out of the page again at once: it runs no script. Chromium
 * empties a window's globals when its frame goes, so what DOMPurify uses is kept first.
 */
function scriptlessWindow(): WindowLike | null {
  const frame = document.createElement('iframe');
  frame.hidden = true;
  document.documentElement.append(frame);
  const own = frame.contentWindow as (Window & typeof globalThis) | null;
  const kept: WindowLike | null = own && {
    document: own.document,
    DocumentFragment: own.DocumentFragment,
    HTMLTemplateElement: own.HTMLTemplateElement,
    Node: own.Node,
    Element: own.Element,
    NodeFilter: own.NodeFilter,
    NamedNodeMap: own.NamedNodeMap,
    HTMLFormElement: own.HTMLFormElement,
    DOMParser: own.DOMParser,
    trustedTypes: undefined,
  };
  frame.remove();
  return kept;
}

/** DOMPurify in `view`, with our hook, or null where it does not really clean there (where the DOM it needs is missing or incomplete it hands back its input). */
function purifierIn(createDOMPurify: (view: WindowLike) => DOMPurify, view: () => WindowLike | null, run: (purify: DOMPurify) => Sanitize): Sanitize | null {
  try {
    const given = view();
    if (!given) return null;
    // An instance of our own, so our hooks never change a DOMPurify the host page uses.
    const purify = createDOMPurify(given);
    if (!purify.isSupported) return null;
    // The nodes belong to the parsing window, whose `Element` is not the page's: the node's type tells.
    purify.addHook('afterSanitizeAttributes', (node) => {
      if (node.nodeType === Node.ELEMENT_NODE && node.nodeName === 'A' && node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    const sanitize = run(purify);
    // A TrustedHTML's text is the HTML it holds.
    const clean = (sanitize(CANARY) as unknown as string).toString();
    return /onerror|javascript:|<script/i.test(clean) || !clean.includes('<b>kept</b>') ? null : sanitize;
  } catch {
    return null;
  }
}

/** DOMPurify and the library's Trusted Types policy, loaded together the first time server HTML is to be shown. */
function purifier(): Promise<Sanitize> {
  instance ??= Promise.all([import('dompurify'), import('../core/trusted-types.ts')]).then(([{ default: createDOMPurify }, { trustedSanitizer }]) => {
    const run = (purify: DOMPurify): Sanitize => trustedSanitizer(purify, CONFIG);
    const sanitize = purifierIn(createDOMPurify, scriptlessWindow, run) ?? purifierIn(createDOMPurify, () => window, run);
    if (!sanitize) throw new Error('DOMPurify does not sanitise in this browser; server HTML will not be shown');
    return sanitize;
  });
  // A failed load (dropped network) is retried on the next call.
  instance.catch(() => {
    instance = null;
  });
  return instance;
}

/** Loads DOMPurify if needed and returns `html` made safe to render. */
export async function sanitizeHtml(html: string): Promise<CleanHtml> {
  return (await purifier())(html);
}

/** Starts loading DOMPurify ahead of need (pointer or focus on what will show HTML). */
export function preloadSanitizer(): void {
  purifier().catch(() => {});
}
