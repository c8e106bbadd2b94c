/** Descriptions of `<resort-product>`, its attributes and events (manifest and README check). */
import { withDocs } from '../../src/island/widget-meta.ts';
import { productElement } from './meta.ts';

export const productMeta = withDocs(productElement, {
  description:
    "A product's selection: name, price (value adjustments applied live, the store's price after each change), specifications and attributes in the control each asks for (drop-down, radio, checkboxes, text, date picker, date radios), with the prompt tags' behaviour; the earliest purchase date (resort time, cutoff time and days, season); inventory flags (sold out, only N left, not available); the member it is for (signed out: a sign-in prompt); quantity; Add to cart (or, from the cart's edit link, Update cart item). With the store's DynamicPricingCalendar setting, a [Pricing Calendar] date (or a product with ShowPricingCalendarView) shows each day's price, saving and what is left at that price, asked for month by month from POST /DynamicPricingCalendar/GetProductVariants; consecutive multi-day products are priced as a whole range; a non-consecutive one (IsNonConsecutiveMultiDay) takes up to NumberOfDays separate days, each priced, with their total, and refuses one more saying why. [Activity Time] lists the chosen date's time slots with their availability. The fields it owns are hidden inputs in the tag's light DOM, so a host <form> around it submits them.",
  attributes: {
    productId: 'The product to show (`GET /api/productdetails/{id}` and `GET /api/products/productattributes/{productId}`, or page data `products`).',
    seName: "The product's SeName, when the template has no id.",
    cartUrl: 'Where the confirmation\'s "View cart" link goes.',
  },
  events: [
    { name: 'resort:product:attributes-updated', description: 'Sent after each applied attribute-change answer: `detail.productId` and `detail.fields`, the form entries (`product_attribute_*`, date parts, `rental_start_date_*`).' },
    { name: 'resort:cart:item-added', description: 'Sent after the store added (or, editing, updated) the item: `productId`, `cartItemId`, `quantity`, `contactId`, `updated`.' },
    { name: 'resort:cart:refresh', description: 'Sent after adding, so every cart island reloads the cart (one request).' },
    { name: 'resort:signin:open', description: 'Sent by the sign-in prompt of a product assigned to a member, when the shopper is signed out.' },
    { name: 'resort:members:changed', description: 'Listened to: the household changed; the assignable members are asked for again (also on `resort:members:refresh`).' },
  ],
});
