/**
 * Room an island holds blank: after taking over from the store's markup, an island keeps the
 * markup's height (`src/island/hold.ts`) until giving it back moves nothing in sight; where the
 * markup was much taller than what the island drew (the store's cart table at 700 px under the
 * cart's 330), the shopper sees a band of nothing under the widget, anywhere on the page.
 *
 * One home for the rule, used by the page checks (`test/e2e/page-experience.spec.ts`) and by every
 * step of the journeys (`test/journeys/checks.ts`): `measureHeldRooms` is handed to
 * `page.evaluate` (Playwright sends its source alone, so it uses nothing from outside its own
 * body) and `heldBlankProblems` judges what it measured.
 */

/**
 * The most blank (px) an island may keep under what it drew, and the most the page may show
 * between its last content and its footer: the store's own margins under a section (about 100 px
 * at most) and no more.
 */
export const BLANK_LIMIT = 150;

/** An island that holds room: its mount's height, kept, and what the island drew in it. */
export interface HeldRoom {
  /** The tag (`resort-cart`). */
  where: string;
  /** The mount's height, with the room it keeps (px). */
  height: number;
  /** The height of what the island drew in it (its one child, `.rw-root`). */
  drawn: number;
}

/**
 * Every island mount (`.rw-mount`, in a shadow root or a light-DOM tag's last child, through
 * nested shadow roots) that keeps a height of its own (`min-height`, set by `holdSize`), with what
 * the island drew in it. Self-contained.
 */
export function measureHeldRooms(): HeldRoom[] {
  const held: HeldRoom[] = [];
  const walk = (root: Document | ShadowRoot) => {
    for (const element of root.querySelectorAll('*')) {
      if (element.shadowRoot) walk(element.shadowRoot);
      if (!(element instanceof HTMLElement) || !element.classList.contains('rw-mount') || element.style.minHeight === '') continue;
      let tag: Element | null = element;
      while (tag && !tag.localName.startsWith('resort-')) tag = tag.parentElement ?? ((tag.getRootNode() as ShadowRoot).host || null);
      held.push({
        where: tag?.localName ?? 'an island',
        height: element.getBoundingClientRect().height,
        drawn: element.firstElementChild?.getBoundingClientRect().height ?? 0,
      });
    }
  };
  walk(document);
  return held;
}

/** The islands keeping more than `limit` px blank under what they drew, each in words. */
export function heldBlankProblems(held: readonly HeldRoom[], limit = BLANK_LIMIT): string[] {
  return held
    .filter((room) => room.height - room.drawn > limit)
    .map((room) => `${room.where} holds ${Math.round(room.height - room.drawn)} px blank under the ${Math.round(room.drawn)} px it drew (the store's markup it took over from was taller)`);
}
