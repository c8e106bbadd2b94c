/**
 * What `npm test` leaves to the on-demand runs, so the gate stays under ten minutes on a two-core
 * machine (`scripts/test.mjs` times each stage), and where each is covered on every change.
 *
 * - Real-browser tests tagged `ON_DEMAND_TAG` run with `npm run test:e2e`, not in `npm test`:
 *   - the Braintree purchase with the keyboard alone in Chromium: the Firefox and WebKit journeys
 *     pay through the Braintree double on every change, and the Square purchase keeps the
 *     keyboard-alone path, the GA4 events and the admin's Enrollments in Chromium;
 *   - a brand-new family renting skis for the member it just added: the new family's journey
 *     (`test/journeys/`) does it on every change at 320 px in French, and the store's own tests
 *     refuse an order whose renter has not signed (`examples/server/checkout/`);
 *   - the French store walked from registering to My Account in a browser: the new family's
 *     journey walks it in French at 320 px on every change, its checks reading every tag's words,
 *     and the store's own French test reads every page's words a French shopper or staff member
 *     meets (`examples/server/storefront/french-store.test.ts`);
 *   - the pictures of every tag's states in our default and dark looks and under Bootstrap's and
 *     nopCommerce's stylesheets (`test/screenshots/stories.spec.ts`, also `npm run test:screenshots`):
 *     every state is pictured on every change at 320 and 1280 px under the demo store's hostile
 *     stylesheet, where our own layout and colours show and a host's rules push hardest, and
 *     every story is checked at 320 px and in French by the story check (axe, text that does not
 *     fit, words left in English); the other looks take five of a state's seven pictures;
 *   - each popup (the mini cart, the sign-in lightbox, the voucher, payment schedule and waiver
 *     modals, the phone's country list) at the sizes between the ones every change checks (375 ×
 *     700, 320 and 414 px at 700 px tall, 1280 × 800): every change checks each at 320 × 568,
 *     768 × 800 and 1280 × 640, the narrowest and shortest window of each layout
 *     (`test/e2e/page-experience.spec.ts`);
 *   - the layout shift of a page at 1280 px where its case is not a desktop one: every change
 *     measures every page at 375 px (and at the width its own case names), where islands wrap and
 *     stack and most shifts show, and at 1280 px the pages whose case is a wide layout (the cart
 *     grouped by member, My Account's plans, the admin's enrollments)
 *     (`test/e2e/page-experience.spec.ts`);
 *   - the store without our script walked by the blocked loader at 1280 px and with JavaScript off
 *     at 320 px: every change walks the blocked loader at 320 px and JavaScript off at 1280 px, the
 *     same markup, each way at one width (`test/e2e/without-script.spec.ts`);
 *   - the checks repeated at a second width or in a second language where the first already shows
 *     what they look for: a new family's rental in French at 320 px (the new family's journey walks
 *     it on every change), the household's "member added" message at 375 px (every change checks
 *     320 px, the narrowest and shortest), the pickup summary's held room at 1280 px (every change
 *     checks 320 px, where the store's form it replaces is tallest), the account pages' fields
 *     in English (every change checks French, whose words are the longer), the date picker at
 *     375×667 and the priced one in English (every change opens each at 320×568, the priced one
 *     in French), the store markup's takeover at 1280 px and a tag's failed code at 320 px (every
 *     change checks each at the other width), the longest English country names at 1280 px (every
 *     change reads them at 320 px, and the French ones at both), the admin lists' headers in
 *     English (every change checks French), and a voucher code with spaces (every change sends a
 *     unicode one, encoded the same way);
 *   - axe on every route of the admin's Payment Plans area, eleven pages one after another: every
 *     change runs axe after each step of the staff journey (its schedules, assignments, a
 *     subscription type and the enrollments, `test/journeys/journey.ts`), and the story check runs
 *     it on every state of the area's tags, the pricing schedules' included;
 *   - the demo store stopped with SIGTERM and started again as `npm start` does, the cart found
 *     again in a browser (two cold starts, one of them migrating and seeding a new database): the
 *     store's own tests close it and open it again on the same database on every change, a guest's
 *     cart and a signed-in shopper's cart and session kept (`examples/server/platform/sessions.test.ts`).
 *
 * The other stages do part of their work on every change, and all of it on demand:
 *
 * - the journeys in Firefox and WebKit (`npm run test:engines`) run every journey in both engines;
 *   `npm test` (`--gate`) pays through Square's double in Firefox and Braintree's in WebKit, whose
 *   frames and focus differ most from Chromium's, and runs each other journey in one engine, the
 *   engines taking turns from commit to commit (`test/engines/gate-turns.ts`): each journey meets
 *   each engine every second commit, for half the time;
 * - Orca's planted defects (`npm run test:screen-reader`): `npm test` plants the two that prove
 *   what Orca says is read (a dialog without a name, a removal not announced); a field without a
 *   label and focus escaping a dialog are planted on demand, and caught on every change by the
 *   store's real-browser dialog checks, each with its own planted case (`test/e2e/dialogs.spec.ts`);
 * - the story check (`npm run test:stories`) runs axe in English and in French; `npm test` runs
 *   it in English only (`STORYBOOK_AXE_FRENCH_AXE=0`): switching the language changes words, not
 *   the roles, names' presence, structure or colours axe reads. The French pass still checks the
 *   width, the words left in English and the text fit of every story, and the new family's journey
 *   runs axe on every French page and state it reaches (`test/journeys/journey.ts`);
 * - the hostile suites that mount islands (`test/hostile/runs.ts`) break each answer 20 ways in
 *   `npm test`, the first 20 of the same seeded cases, and 100 ways in `npm run test:unit`.
 */
export const ON_DEMAND_TAG = '@on-demand';
