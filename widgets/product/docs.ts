/** Descriptions of `<resort-product>`, its attributes and events (manifest, `docs/tags/` and Storybook; `npm run docs`). */
import { withDocs } from '../../src/island/widget-meta.ts';
import { productElement } from './meta.ts';
import { productLabels } from './labels.ts';
import { commonLabels } from '../../src/ui/common-labels.ts';
import { memberLabels } from './members/member-labels.ts';
import { dateFieldLabels } from './dates/date-labels.ts';
import { showMoreLabels } from '../../src/ui/show-more-labels.ts';

export const productMeta = withDocs(productElement, {
  description:
    "A product's selection: name, price (value adjustments applied live, the store's price after each change), specifications and attributes in the control each asks for (drop-down, radio, checkboxes, text, date picker, date radios), with the prompt tags' behaviour; the earliest purchase date (resort time, cutoff time and days, season); inventory flags (sold out, only N left, not available); the member it is for (signed out: a sign-in prompt); quantity; Add to cart (or, from the cart's edit link, Update cart item). With the store's DynamicPricingCalendar setting, a [Pricing Calendar] date (or a product with ShowPricingCalendarView) shows each day's price, saving and what is left at that price, asked for month by month from POST /DynamicPricingCalendar/GetProductVariants; consecutive multi-day products are priced as a whole range; a non-consecutive one (IsNonConsecutiveMultiDay) takes up to NumberOfDays separate days, each priced, with their total, and refuses one more saying why. [Activity Time] lists the chosen date's time slots with their availability. The fields it owns are hidden inputs in the tag's light DOM, so a host <form> around it submits them.",
  attributes: {
    productId: 'The product to show (`GET /api/productdetails/{id}` and `GET /api/products/productattributes/{productId}`, or page data `products`).',
    seName: "The product's SeName, when the template has no id.",
    cartUrl: 'Where the confirmation\'s "View cart" link goes.',
    listName:
      'The product is one of a list (a category page\'s tile): the list\'s name for analytics (`item_list_name`). It then sends no `view_item`: the tiles of one list send one `view_item_list`, the first choice or Add to cart in a tile sends `select_item`, and its `add_to_cart` names the list and the tile\'s place. See docs/analytics.md.',
    listId: 'The list\'s key for analytics (`item_list_id`, a category id); `list-name` when missing.',
    addToCartUrl:
      'Where Add to cart posts instead of `/addproducttocart/details/{productId}/1`: a path on this site, `{productId}` replaced by the product\'s id (`/addproducttocart/details/{productId}/2` for a wishlist). Anything but a path on this site is ignored with a warning, as the post carries the anti-forgery token.',
    voucher:
      "A product voucher that pays for this product, as the store checked it: the page the voucher box's Continue opens carries it (`/{SeName}?voucher={id}`), and the host writes it here once its own check says the voucher is good for the product (and on the cart's edit link of a line the voucher paid for). The attribute change is asked with the voucher, and the store's answer says whether it pays (`paidByVoucher`): then the price is what the cart will hold the item at, `$0.00`, with `Paid by voucher` and a `Voucher ID: {id}` line (shown so until the store has answered, and from a store that does not say); else the product's own price and the store's reason (`voucherMessage`). The quantity is one, and Add to cart sends `addtocart_{id}.VoucherId` with the item; the store checks the voucher again and refuses with its reason.",
  },
  events: [
    { name: 'resort:product:attributes-updated', description: "Sent after each applied attribute-change answer: `detail.productId`, `detail.fields`, the form entries (`product_attribute_*`, date parts, `rental_start_date_*`), and `detail.paymentSchedule`, the answer's `PaymentSchedule` (`ValidRequest`, `PaymentPlan`) when the store sent one." },
    { name: 'resort:cart:item-added', description: 'Sent after the store added (or, editing, updated) the item: `productId`, `cartItemId`, `quantity`, `contactId`, `updated`.' },
    { name: 'resort:cart:refresh', description: 'Sent after adding, once the frame showing the news is painted, so every cart island reloads the cart (one request).' },
    { name: 'resort:signin:open', description: 'Sent by the sign-in prompt of a product assigned to a member, when the shopper is signed out.' },
    { name: 'resort:members:changed', description: 'Listened to: the household changed; the assignable members are asked for again (also on `resort:members:refresh`).' },
    { name: 'resort:members:refresh', description: 'Listened to: an item left the cart, so who can be assigned may have changed; the assignable members are asked for again.' },
  ],
  reference: `
A product's selection, on product pages and category tiles. It loads the product
(\`GET /api/productdetails/{id}\`, or by SeName) and its attributes
(\`GET /api/products/productattributes/{productId}\`) — or takes both from page data \`products\`, then
asks nothing — and shows the name, the price (value adjustments added at once; the store's price
after each change), the specifications and each attribute in the control its type asks for
(drop-down, radio, checkboxes, text, text area, date picker, date radios). The prompt tags set the
behaviour and never show: \`[Assigned To]\` (the member picker; \`lock true\` keeps a member the item
already has), \`[Lock ID]\` (keeps a value the item already has), \`[Date]\`, \`[Multiple Dates]\`
(several days, sent as \`rental_start_date_{id}\` joined by \`|\`), \`[Inline Calendar]\` (the calendar
in the page instead of a pop-up), \`[Add On]\` (an optional extra, listed under Add-ons), \`[Reload]\`
on a value name, \`[Dynamic]\` (the store prices the choice), \`[Conditional]\` (shown while the
store's answer enables it), \`[Hidden]\`, \`[Hidden Signed In]\` (only signed in), \`[ReadOnly]\`;
\`[Pricing Calendar]\` (the pricing calendar, below) and \`[Activity Time]\` (the date's time slots, below).

- **Dates**: nothing before the earliest purchase date — today at the resort
  (\`DefaultStoreTimeZoneOffset\`) plus \`[Cutoff Days]\`, a day more past \`[Cutoff Time]\` (default
  the season's \`ProductCutoffTime\`, 23:59), clamped into \`SeasonSettings\` (golf is not bounded by
  the ski season). The calendar (react-day-picker, with its stylesheet adopted into the shadow
  root) loads only when a date attribute shows; sold-out and unavailable days are disabled and
  each day's accessible name says so (\`Saturday, January 9, 2027: only 4 left\`); it is a dialog
  (arrow keys, Escape, focus back on its button) that stays on screen from 320 px. Date radios
  start on the first date with inventory above 0; a chosen date whose inventory fell below 1 is
  cleared.
- **Pricing calendar** (\`CatalogSettings.DynamicPricingCalendar\` on, and \`[Pricing Calendar]\` on the
  date attribute or \`ShowPricingCalendarView\` on the product): each day cell shows its price
  (\`InventoryPriceListLevelPrice\` of the first tier in \`Priority\` order that still applies — with
  \`IsDynamicPriceDaysToArrival\`, the one for buying today), the saving
  (\`InventoryPriceListLevelPercentSaved\`) and, below the threshold (\`inventoryThreshold\`, else 10),
  what is left at that price; the day's name says all of it (\`Saturday, January 9: $89, save 15%, 4
  left\`) and the legend explains the marks. It asks
  \`POST /DynamicPricingCalendar/GetProductVariants\` for the month shown only, once per month and
  chosen values (cached); an answer for a month no longer shown is dropped; a failed or malformed
  answer says \`The prices could not be loaded.\` with Retry. A consecutive multi-day product
  (\`NumberOfDays\`, \`IsConsecutiveMultiDay\`) is priced and chosen as a whole range (one crossing a
  sold-out day cannot start), and its chosen start is sent as the date. A non-consecutive one
  (\`IsNonConsecutiveMultiDay\`, \`NumberOfDays\` above 1) takes up to \`NumberOfDays\` separate days —
  any number from one to it — sent like \`[Multiple Dates]\`: the field says \`Choose up to 4 days.\`
  (label \`date.maxDates\`), a day past the maximum is refused with \`You can choose up to 4 days.
  Remove a chosen day to choose another.\` (\`date.maxReached\`, an alert) and the chosen days'
  total is shown (\`Total: $396.00\`, \`date.total\`: each day at its own price today). A day-priced
  choice shows \`Updating the price…\` until the store's price for it arrives.
- **Activity times** (\`[Activity Time]\`): after a date is chosen, that date's \`ActivityTimes\` slots
  as radios in the order of the day, in the date pickers' time pattern \`hh:ii aa\` (\`09:00 am\`; \`09 h 00\` in French; times outside the time pattern are left out), each
  with its flag (\`Only N left\`, \`Sold out\` disabled); \`No times available\` when none has
  availability above 0. The chosen slot's value id is the form value.
- **Each change** posts the form to
  \`/shoppingcart/productdetails_attributechange?productId={id}&validateAttributeConditions=True&loadPicture=True\`
  (one request per change); only the answer for the current choice is applied, a failed one is
  tried once more and then shown with Retry; then \`resort:product:attributes-updated\` goes out
  with the form entries (the payment schedule viewer listens; for a renewal, \`IsRenewal\` with the product's \`RenewalId\`, it also names \`renewalId\`, by which the viewer asks for the schedule). The answer's \`PaymentSchedule\` is
  read too: \`ValidRequest\` (false while the choice cannot be priced yet) and \`PaymentPlan\` (the
  schedule of the choice, \`IsPaymentPlan\`, \`Payments\`, \`PaymentsTotal\`, \`Deposit\`). It goes out
  on the same event, and \`<resort-payment-schedule>\` (product mode: text above a button, the
  schedule in a modal) shows it without asking \`/api/ui/paymentplans/schedules/{productId}\` again;
  a malformed one is left out and the viewer asks.
- **Inventory**: \`Sold out\` at 0, \`Only N left\` at or below 11, \`Not available\` when missing or
  below 1; \`Only N left at this price\` below 10 of the pricing inventory. Add to cart says why
  it cannot be used yet (a missing choice, the stock, the member, the quantity).
- **The member** (\`[Assigned To]\`): signed in, the household from
  \`POST /api/product/assignablecontact\` with photo (or initials), name and age, 20 at a time
  (\`Show 20 more\`; the chosen member always shows); those who cannot
  have it are disabled with the store's reason, and a chosen member who stops qualifying after a
  change is cleared. A reservation product (\`IsReservationProduct\`) counts each member's
  reservations (\`ReservationDatesInfo\`) against \`MaxReservations\`: a member at the maximum is
  disabled with the reason, and their reservations are listed (one whose date is not a date is left
  out with "One reservation of {name} could not be shown."); one bought on an order can be
  cancelled after asking (\`POST /api/entitlement/reservation/cancel/{productId}\` with
  \`AccessCode\`, \`TransactionID\`, \`TransactionLine\`, \`Date\`). Signed out (guests too): \`Sign in\`, which sends \`resort:signin:open\`. The
  list is asked for again on \`resort:members:changed\` and \`resort:members:refresh\`.
- **Add to cart** posts \`/addproducttocart/details/{productId}/1\`, or the tag's \`add-to-cart-url\` (the attributes, date parts,
  \`addtocart_{id}.EnteredQuantity\`, \`.UpdatedShoppingCartItemId\`, \`.LegacyContactId\`); one click
  sends one request. On success what happened leads, in the status just above the button: \`{name}
  was added to your cart for {member}.\` (\`{name} was added to your cart.\` for an item for no one)
  with \`View cart\`; then, while no one is chosen, calmly why not again: \`To add one for someone
  else, choose who it is for.\`, or when no member can have another \`No one in your group can have
  another with these choices: the reason is under each name. Change a choice to add another.\` (the
  list's own "No one in your group…" line and the button's "Choose who this is for first." wait
  meanwhile). A screen reader hears it as one status, once the store has said again who may have
  another: what happened, then why not again, each once (3 s without that answer, or a failed one,
  and what happened is said alone); pressed with the focus on it, the button
  takes that reason as its description once the focus has left it. Also
  \`resort:cart:refresh\` (one \`/api/minicart\` for every cart island) and
  \`resort:cart:item-added\`; on failure the store's message or \`Could not add item to cart\`, with
  every choice kept. From the mini cart's edit link (\`?…&productid=…&editmode=true&productquantity=…&updatecartitemid=…\`)
  it opens with that item's choices, quantity and member and saves with \`Update cart item\`.
- **Paid by a voucher** (\`voucher\`, written by the host from the page's \`?voucher=\` after its own
  check): the price is what the store's attribute change, asked with the voucher, answers for it
  (\`paidByVoucher\` names the voucher that pays, and \`price\` is what the cart will hold: \`$0.00\`)
  with \`Paid by voucher\` (\`product.paidByVoucher\`) and a \`Voucher ID: {id}\` line
  (\`product.voucherId\`), as the host's word says until the store has answered; when the store
  answers that the voucher cannot pay (\`paidByVoucher: null\`), the product's own price and the
  store's reason (\`voucherMessage\`) instead, said in the product's status when it comes and when
  its wording changes; no quantity field (a voucher pays for one);
  Add to cart sends \`addtocart_{id}.VoucherId\` with the item (and the light-DOM fields carry it), and
  the store adds one at no cost on a line of its own, or refuses saying why (not valid, redeemed,
  expired, for another product, already in a cart). The store's own form carries the same field,
  hidden. The attribute change sends the same field (and, editing its line, \`UpdatedShoppingCartItemId\`),
  asked at once, and the store checks it the same way: its \`PaymentSchedule\` has no \`PaymentPlan\`
  for what costs nothing, which the schedule viewer hears as no plan (no button).
- Golf (date, time and holes attributes): per player, \`Due Online\` and \`Due At Course\`.
  Analytics: \`view_item\` when shown, \`add_to_cart\` after adding.
- **Inside a host \`<form>\`**: the fields it owns are hidden inputs in the tag's light DOM
  (\`[data-resort-product-fields]\`), so the host form submits them; its own buttons live in the
  shadow root and never submit that form. Children marked \`data-resort-fallback\` (the store's
  own form) are what the shopper uses until the product is drawn, and again if it cannot start.
- **Settings it does not follow**: \`CatalogSettings.ProductDetailsPageVersion\` and the product's
  \`ProductTemplateView\` choose which server-side template the legacy store renders a product page
  with (its Razor view and page layout). The tag is one island inside whatever page that template
  draws, so it reads neither and draws the same selection on every version and template; a host
  that wants a different layout places the tag (and its own markup around it) differently.
`,
  fallback: {
    description:
      "The product's own price and add-to-cart form, posting to the store's add-to-cart route with its attributes, quantity and, for a signed-in customer and a product bought for a member (`[Assigned To]`, or a release its buyers sign), the member it is for: a required `Who is this for?` choice of the household (`addtocart_{id}.LegacyContactId`), as the widget asks it. Keep the form's own field names (`product_attribute_{id}`, `addtocart_{id}.EnteredQuantity`): it is what the store sold with before the widget.",
    example: `
<resort-product product-id="3">
  <div data-resort-fallback>
    <p>$129.00</p>
    <form method="post" action="/addproducttocart/details/3/1">
      <input type="hidden" name="__RequestVerificationToken" value="…">
      <label for="start-date">Start Date</label> <input type="date" id="start-date" name="product_attribute_12" required>
      <label for="qty">Qty</label> <input type="number" id="qty" name="addtocart_3.EnteredQuantity" value="1" min="1">
      <label for="for">Who is this for?</label>
      <select id="for" name="addtocart_3.LegacyContactId" required>
        <option value="">Choose a group member</option>
        <option value="41">Alex Morgan</option>
        <option value="42">Jordan Morgan</option>
      </select>
      <button type="submit">Add to cart</button>
    </form>
  </div>
</resort-product>
`,
  },
  labels: { productLabels, commonLabels, memberLabels, dateFieldLabels, showMoreLabels },
});
