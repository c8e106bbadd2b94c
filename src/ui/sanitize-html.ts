/**
 * Server HTML (waiver text, pickup-site descriptions) is sanitised with DOMPurify before it is
 * rendered; nothing else is ever rendered as HTML. DOMPurify is loaded on demand, the first time
 * a widget has server HTML to show.
 *
 * Beyond DOMPurify's defaults (no scripts, no event handlers, no `javascript:` URLs) the rendered
 * HTML may not carry styles or forms, which could restyle or overlay the widget around it, nor
 * frames; links open in a new tab so a shopper in the middle of checkout does not leave it.
 */
import type { Config, DOMPurify } from 'dompurify';

const CONFIG: Config = {
  FORBID_TAGS: ['style', 'link', 'meta', 'base', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'frame', 'object', 'embed', 'dialog'],
  FORBID_ATTR: ['style', 'autofocus', 'tabindex', 'popover', 'slot'],
  ALLOW_DATA_ATTR: false,
};

/** A sample of what must never survive: checked once, because DOMPurify hands back its input unchanged (or half-cleaned) where the DOM it needs is missing or incomplete. */
const CANARY = '<img src="x" onerror="alert(1)"><a href="javascript:alert(1)">x</a><script>alert(1)</script>';

let instance: Promise<DOMPurify> | null = null;

function purifier(): Promise<DOMPurify> {
  instance ??= import('dompurify').then(({ default: createDOMPurify }) => {
    // An instance of our own, so our hooks never change a DOMPurify the host page uses.
    const purify = createDOMPurify(window);
    purify.addHook('afterSanitizeAttributes', (node) => {
      if (node instanceof Element && node.tagName === 'A' && node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    const probe = purify.isSupported ? purify.sanitize(CANARY, CONFIG) : CANARY;
    if (/onerror|javascript:|<script/i.test(probe)) {
      throw new Error('DOMPurify does not sanitise in this browser; server HTML will not be shown');
    }
    return purify;
  });
  // A failed load (dropped network) is retried on the next call.
  instance.catch(() => {
    instance = null;
  });
  return instance;
}

/** Loads DOMPurify if needed and returns `html` made safe to render. */
export async function sanitizeHtml(html: string): Promise<string> {
  const purify = await purifier();
  return purify.sanitize(html, CONFIG);
}

/** Starts loading DOMPurify ahead of need (pointer or focus on what will show HTML). */
export function preloadSanitizer(): void {
  purifier().catch(() => {});
}
