/**
 * The one place the library gives a root its rules: a shadow root (an island, the connection
 * notice) or, for the parts that live in the page's light DOM (the phone field, the payment form's
 * card fields, a light-DOM island), the document.
 *
 * Rules go in as constructable stylesheets the root adopts (`adoptedStyleSheets`), which a page's
 * `Content-Security-Policy` does not govern: a host whose `style-src` has no `'unsafe-inline'`
 * refuses every `<style>` element and `style="…"` attribute we could write, but not these. Each
 * stylesheet is made once per key and shared by every root that adopts it (a page with twelve
 * product cards parses the product's rules once). Every engine at the support floor has them
 * (`src/island/support.ts`); where one is missing all the same (a UMD file run below the floor), a
 * `<style>` element carrying the page's nonce takes its place.
 *
 * Order: a root's adopted sheets come after its `<style>` elements, and after the host page's own
 * stylesheets in the document, in the order they were adopted. A lazy chunk's rules adopted after
 * the island's own therefore win ties against them (`.rw-button--link` over `.rw-button`); `first`
 * puts a sheet before every sheet the root has, where the rules adopted later must win ties (a
 * dialog's or a library's base rules under the island's, intl-tel-input's under the phone field's).
 */
type StyleRoot = Document | ShadowRoot;

const sheets = new Map<string, CSSStyleSheet>();
const adopted = new WeakMap<StyleRoot, Set<string>>();

/** The stylesheet of `key`, made from `css` the first time any root asks. */
function sheetFor(key: string, css: string): CSSStyleSheet {
  let sheet = sheets.get(key);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(key, sheet);
  }
  return sheet;
}

/**
 * Gives the root `node` lives in (its shadow root, else the document) the rules `css`, once per
 * root and `key`; `first` puts them before the root's other sheets. The same key always means the
 * same rules: the stylesheet is made once.
 */
export function adoptStyles(node: Node | null | undefined, key: string, css: string, { first = false }: { first?: boolean } = {}): void {
  if (!node || typeof document === 'undefined') return;
  const found = node.getRootNode();
  const root: StyleRoot = found instanceof ShadowRoot ? found : document;
  const done = adopted.get(root) ?? new Set<string>();
  if (done.has(key)) return;
  adopted.set(root, done.add(key));
  try {
    const sheet = sheetFor(key, css);
    root.adoptedStyleSheets = first ? [sheet, ...root.adoptedStyleSheets] : [...root.adoptedStyleSheets, sheet];
  } catch {
    // No constructable stylesheets (a browser below the support floor running a UMD file): a
    // <style> element, with the nonce of the page's first script that carries one.
    const style = document.createElement('style');
    style.nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
    style.textContent = css;
    const parent = root === document ? document.head : root;
    if (first) parent.prepend(style);
    else parent.append(style);
  }
}
