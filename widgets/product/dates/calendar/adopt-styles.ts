/**
 * Adds a stylesheet to the shadow root a node lives in (once per root and key): the calendar's
 * styles arrive with its chunk, after the island's own sheets were adopted. Outside a shadow root
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
