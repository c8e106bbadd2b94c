/**
 * The box each tag takes on the page before and while it starts, so the page lays out once.
 *
 * The same box is given twice: to the tag before its code has run, by the host stylesheet the
 * build writes (`dist/resort-widgets.css`, `resort-x:not(:defined) { … }`), and to the element
 * itself as its `:host` size, which covers the moment between the element's upgrade and its first
 * render and stays as a minimum afterwards: content that arrives later (a loaded cart, a list of
 * pickup sites) grows inside that space instead of pushing what is below it.
 *
 * A tag whose states differ widely in size (a list of pickup sites, then the one site chosen) says
 * `untilDrawn`: its `:host` size holds only until the island has drawn its first real state
 * (`fallback.ts` marks the tag `data-resort-drawn` then), after which each state takes the room it
 * needs; what the tag held at that moment is kept until giving it back moves nothing in sight
 * (`hold.ts`), so the page does not move as the island starts.
 *
 * Sizes are in ems of the island's text size (`--resort-font-size`, 16px by default), measured on
 * each island's usual first state: the header's buttons exactly, the content islands at the size
 * of their loaded content on a typical page (or at least the rest of a phone's screen, so that
 * what they push is below the fold).
 */
import { tagBoxCounts, tagBoxes } from './tag-boxes.ts';

export interface BoxSize {
  /** Minimum width, in ems of the island's text size. */
  width?: number;
  /** Minimum height, in ems of the island's text size, or a CSS length built with `ems()`. */
  height?: number | string;
}

/** The size of a state the host marks, and its size on narrow screens when that differs. */
export interface StateBox extends BoxSize {
  narrow?: BoxSize;
}

/**
 * A count the host knows before the island does (the cart's items, the household's members),
 * written as an attribute on the tag (`<resort-cart items="2">`): the host stylesheet turns it into
 * the custom property the box's height reads, so the host's markup needs no `style` attribute (which
 * a page whose `style-src` has no `'unsafe-inline'` refuses). The property set on the tag by the
 * host's own stylesheet still wins over the attribute.
 */
export interface BoxCount {
  /** What the host counts, for the tag's page (`docs/tags/`). */
  counts: string;
  /** The custom property the box reads (`--resort-cart-items`). */
  property: string;
  /** The largest count with a rule of its own: a larger one, or one that is not a whole number, reserves this count's box. */
  max: number;
}

export interface TagBox extends BoxSize {
  display: 'block' | 'inline-block';
  /** The size on screens narrower than `NARROW_SCREEN` (where the island's lines wrap sooner). */
  narrow?: BoxSize;
  /**
   * Sizes for states the host knows before the island does, keyed by an attribute selector the
   * host writes on the tag (`[data-signed-in]`); the island itself reads page data.
   */
  states?: Readonly<Record<string, StateBox>>;
  /** Attribute selector for variants of the tag that take no box (`[mode="full"]`). */
  unless?: string;
  /** The counts the host may write as attributes, by attribute name (see `BoxCount`). */
  counts?: Readonly<Record<string, BoxCount>>;
  /** The `:host` size holds only until the island has drawn its first real state (see above). */
  untilDrawn?: boolean;
}

/** The attribute the island runtime sets on a tag once its island has drawn its first real state. */
export const DRAWN_ATTRIBUTE = 'data-resort-drawn';

/** A length of `count` ems of the island's text size, usable in the host's stylesheet too. */
export const ems = (count: number | string) => `calc(${count} * var(--resort-font-size, 16px))`;

// Each tag's box is written, explained and measured in its folder's `tags.ts`; `npm run tags`
// gathers them here with their lengths computed (the counts apart: only the host stylesheet reads them).
export { tagBoxes, tagBoxCounts };

/** Below this viewport width the `narrow` sizes apply. */
export const NARROW_SCREEN = '40em';

const length = (size: number | string) => (typeof size === 'number' ? ems(size) : size);

function sizeRules(size: BoxSize): string {
  const rules: string[] = [];
  // Never wider than a phone's screen less a header's margins: there the island's content wraps
  // instead of pushing the host's page sideways. (A percentage would follow a shrink-to-fit
  // container, whose width depends on this very box, and move the host's header as it settles.)
  if (size.width !== undefined) rules.push(`min-width:min(${length(size.width)}, calc(100vw - 3em))`);
  if (size.height !== undefined) rules.push(`min-height:${length(size.height)}`);
  return rules.join(';');
}

/**
 * A block tag is laid out as `flow-root`: a block that is its own formatting context, so the top
 * margin of the host's markup inside it (a page title's, a form's) stays inside the tag's box
 * instead of collapsing through it and pushing the tag down. Without that, the tag moved up by that
 * margin the moment the island replaced the markup (12 px on the demo store's sign-in and cart pages).
 */
function outerDisplay(box: TagBox): string {
  return box.display === 'block' ? 'flow-root' : box.display;
}

/**
 * CSS giving `box` to the elements `selector` matches (`resort-x:not(:defined)` in the host
 * stylesheet, `:host` in the island's own).
 * @param variant  builds the selector for a state or the `unless` exclusion
 * @param holds  a condition every size rule also needs (`:not([data-resort-drawn])`), or ''
 */
export function boxCss(box: TagBox, selector: string, variant: (condition: string) => string, holds = ''): string {
  const display = `display:${outerDisplay(box)}`;
  const own = `${box.unless ? `:not(${box.unless})` : ''}${holds}`;
  const base = own ? variant(own) : selector;
  const out = own ? [`${selector}{${display}}`, `${base}{${sizeRules(box)}}`] : [`${selector}{${display};${sizeRules(box)}}`];
  if (box.narrow) out.push(`@media (max-width:${NARROW_SCREEN}){${base}{${sizeRules(box.narrow)}}}`);
  for (const [condition, size] of Object.entries(box.states ?? {})) {
    out.push(`${variant(condition + holds)}{${sizeRules(size)}}`);
    if (size.narrow) out.push(`@media (max-width:${NARROW_SCREEN}){${variant(condition + holds)}{${sizeRules(size.narrow)}}}`);
  }
  return out.join('\n');
}

/** The `:host` rules of one tag's island (empty for a tag without a box). */
export function hostBoxCss(tag: string): string {
  const box = tagBoxes[tag];
  return box ? boxCss(box, ':host', (condition) => `:host(${condition})`, box.untilDrawn ? `:not([${DRAWN_ATTRIBUTE}])` : '') : '';
}

/**
 * The rules turning the counts a host writes on `tag` into the properties its box reads: any value
 * first takes the largest count's box, then each whole number up to it its own (same specificity,
 * so the later, exact rule wins). They hold after the tag is defined too, for its `:host` box.
 */
export function countCss(tag: string, counts: Readonly<Record<string, BoxCount>>): string {
  return Object.entries(counts)
    .map(([attribute, { property, max }]) =>
      [`${tag}[${attribute}]{${property}:${max}}`, ...Array.from({ length: max }, (_, count) => `${tag}[${attribute}="${count}"]{${property}:${count}}`)].join(''),
    )
    .join('\n');
}

/** The host stylesheet: every tag's box until its code has run, and the counts its host writes. */
export function hostStylesheet(tags: readonly string[]): string {
  return tags
    .filter((tag) => tagBoxes[tag])
    .map((tag) => {
      const box = boxCss(tagBoxes[tag]!, `${tag}:not(:defined)`, (condition) => `${tag}${condition}:not(:defined)`);
      const counts = tagBoxCounts[tag];
      return counts ? `${box}\n${countCss(tag, counts)}` : box;
    })
    .join('\n');
}
