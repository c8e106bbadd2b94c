/**
 * Which shared chunk each module of an ESM build goes into, so that a page fetches few files:
 * every script costs a request and about 0.6 KB of response headers, and a file of a few hundred
 * bytes compresses badly, so twenty small chunks weighed more than the code in them.
 *
 * - `core`: what every page loads anyway (the tags in the store's header, on every page: the mini
 *   cart, the sign-in menu, the category navigation, with all their code and their entry modules,
 *   so `core` defines them and a header page fetches one chunk: their entry files only re-export
 *   it, and the CDN loader skips them), and any piece two tags of different families use if it
 *   is tiny (a file of its own would cost more in headers than its code; the members' colours,
 *   the resort's date): one copy, in one file, on every page; unless every tag that uses it
 *   fetches `shared` anyway and the header never does, when it goes to `shared`.
 * - `shared` (`sharedGroup`): every other piece that `coreShare` or more tags of more than one
 *   family use, which the header's tags do not need: one more file on the pages past the header,
 *   none on a page that shows only the header. (The admin build has no header: its shared
 *   pieces go to `core`.)
 * - `family-<name>`: a piece that two or more tags of one family use (the cart's labels, actions
 *   and item list, the form fields' labels): one file for the family instead of one per
 *   combination of tags.
 * - anything else stays where the bundler puts it: a tag's own code in its entry file, and what is
 *   loaded on use (calendar, cropper, phone field, signature pad, card form, sanitiser, popups) in
 *   chunks of its own.
 *
 * A tiny piece that a tag uses at once and that a header tag's part loaded on use also needs (the
 * category links, which a category page draws and the header's category list loads with its
 * list) goes to `core` too, as it did when the header drew it at once: left alone, the bundler
 * would give it a file of its own, one more request on the tag's pages.
 *
 * A part one tag shows at once and another loads on demand (the date field, which the product
 * loads with its calendar) stays a chunk of its own: in the tag's entry file, loading it on demand
 * would define the other tag too; in the family's file, the family's other tags would load it at
 * once.
 *
 * Pure: the module graph comes in through `importsOf`. `vite.config.ts`
 * applies the answer through rolldown's code-splitting groups.
 */

/** A piece this small (code before minifying) costs less in `core` than as a file of its own. */
const TINY = 1200;

/**
 * @param {object} graph
 * @param {Map<string, { id: string, family: string }>} graph.tags  tag → its entry module and family
 * @param {string[]} graph.everyPage  entry modules every page loads (the header's tags)
 * @param {string[]} graph.otherEntries  entry modules that are no tag (`index`, `admin`): never grouped
 * @param {(id: string) => readonly string[]} graph.importsOf  a module's static imports
 * @param {(id: string) => readonly string[]} [graph.dynamicImportsOf]  the modules it imports on use
 * @param {(id: string) => number} graph.sizeOf  a module's code length before minifying
 * @param {number} graph.coreShare  how many tags must use a piece for it to go to `core`
 * @param {string[]} [graph.alwaysCore]  pieces of the island runtime that only parts use, which go to
 *   `core` wherever they are used (the part loader, in a build whose header does not use it)
 * @param {string} [graph.sharedGroup]  where a piece that `coreShare` tags use goes when no
 *   every-page entry needs it (default `core`): a page of only the header's tags then skips it
 * @returns {Map<string, string>} module id → group name
 */
export function planChunkGroups({ tags, everyPage, otherEntries, importsOf, dynamicImportsOf = () => [], sizeOf, coreShare, sharedGroup = 'core', alwaysCore = [] }) {
  const closure = (start, follow = importsOf) => {
    const seen = new Set();
    const stack = [start];
    while (stack.length > 0) {
      for (const imported of follow(stack.pop())) {
        if (seen.has(imported)) continue;
        seen.add(imported);
        stack.push(imported);
      }
    }
    return seen;
  };
  const entryIds = new Set([...[...tags.values()].map((tag) => tag.id), ...everyPage, ...otherEntries]);
  /** @type {Map<string, string[]>} module → the tags whose first request holds it */
  const usedBy = new Map();
  for (const [tag, { id }] of tags) {
    for (const module of closure(id)) usedBy.set(module, [...(usedBy.get(module) ?? []), tag]);
  }


  /** @type {Map<string, string>} */
  const groups = new Map();
  const assign = (module, group) => {
    if (!entryIds.has(module) && !groups.has(module)) groups.set(module, group);
  };
  for (const module of alwaysCore) assign(module, 'core');
  const tagIds = new Set([...tags.values()].map((tag) => tag.id));
  for (const id of everyPage) {
    // A header tag's own module too: a few bytes, whose file of its own would cost a request.
    if (tagIds.has(id)) groups.set(id, 'core');
    for (const module of closure(id)) assign(module, 'core');
  }
  // What the header's tags load on use (with everything that imports), by the header tag's family.
  const familyOfEntry = new Map([...tags.values()].map(({ id, family }) => [id, family]));
  /** @type {Map<string, Set<string>>} */
  const headerParts = new Map();
  for (const id of everyPage) {
    for (const module of closure(id, (from) => [...importsOf(from), ...dynamicImportsOf(from)])) {
      headerParts.set(module, (headerParts.get(module) ?? new Set()).add(familyOfEntry.get(id) ?? id));
    }
  }
  for (const [module, users] of usedBy) {
    const partOf = headerParts.get(module);
    if (partOf && sizeOf(module) < TINY && users.some((tag) => !partOf.has(tags.get(tag)?.family ?? tag))) assign(module, 'core');
    const families = new Set(users.map((tag) => tags.get(tag)?.family));
    if (users.length >= 2 && families.size === 1) assign(module, `family-${[...families][0]}`);
    else if (users.length >= 2 && sizeOf(module) < TINY) assign(module, 'core');
    else if (users.length >= coreShare) assign(module, sharedGroup);
  }

  // A tiny piece the header never uses, not even on use, whose every tag fetches `shared` anyway,
  // goes there: the pages past the header fetch it as before, and a page of the header (and of tags
  // that need no `shared`) no longer carries it.
  if (sharedGroup !== 'core') {
    const needsShared = new Set();
    for (const [module, users] of usedBy) if (groups.get(module) === sharedGroup) for (const tag of users) needsShared.add(tag);
    for (const [module, users] of usedBy) {
      if (groups.get(module) === 'core' && !headerParts.has(module) && users.every((tag) => needsShared.has(tag))) groups.set(module, sharedGroup);
    }
  }

  return groups;
}
