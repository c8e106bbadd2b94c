/**
 * Adds a stylesheet to the shadow root a node lives in (once per root and key): a lazy chunk's
 * styles arrive with its chunk, after the island's own sheets were adopted. Adopted sheets come
 * after every `<style>` element of the root in the cascade, so a chunk's rules given as a
 * `<style>` lose to the island's base rules of equal specificity (`.rw-button` over
 * `.rw-button--link`); adopted here, they come after them and win. Outside a shadow root
 * (a light-DOM host) a `<style>` in `<head>` does the same, once.
 */
const adopted = new WeakMap<Node, Set<string>>();

export function adoptStyles(node: Node | null | undefined, key: string, css: string): void {
  if (!node || typeof document === 'undefined') return;
  const root = node.getRootNode();
  const done = adopted.get(root) ?? new Set<string>();
  if (done.has(key)) return;
  done.add(key);
  adopted.set(root, done);
  if (typeof ShadowRoot !== 'undefined' && root instanceof ShadowRoot && 'adoptedStyleSheets' in root) {
    try {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
      return;
    } catch {
      // No constructable stylesheets: a <style> element in the root instead.
    }
  }
  const style = document.createElement('style');
  style.dataset.resortStyles = key;
  style.textContent = css;
  (root instanceof ShadowRoot ? root : document.head).append(style);
}
