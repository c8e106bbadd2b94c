/** Description of `<resort-voucher-templates>` (manifest, `docs/tags/` and Storybook; `npm run docs`). */
import { withDocs } from '../../src/island/widget-meta.ts';
import { voucherTemplatesElement } from './meta.ts';
import { voucherTemplatesLabels } from './labels.ts';
import { commonLabels } from '../../src/ui/common-labels.ts';
import { showMoreLabels } from '../../src/ui/show-more-labels.ts';

export const voucherTemplatesMeta = withDocs(voucherTemplatesElement, {
  description:
    'The voucher template panel of a product or a discount admin page. On a product: its voucher templates with the switches ShowInMyAccount, AllowViewPrint, AllowRedeem and AllowEmail (each saved as it is turned), add and remove; a voucher of a template attached to the product redeems for it in the voucher box. On a discount: the template its voucher requirement asks for. Before the item is saved: `Options available after product is saved.` (or discount).',
  attributes: {
    kind: '`product` (default) or `discount`: which admin page the panel is on.',
    productId: 'The product whose voucher templates are shown; none (or 0) on a product not saved yet.',
    discountId: 'The discount whose voucher requirement is shown; none (or 0) on a discount not saved yet.',
    discountRequirementId: 'The discount’s voucher requirement; 0 until it is first saved (the first save creates it).',
  },
  events: [],
  reference: `
The voucher template panel of the legacy admin's product and discount pages. On a product: the
product's templates (\`GET /api/vouchers/{productId}\`) with \`Voucher ID\` and the switches \`Show In
My Account\`, \`Allow View Print\`, \`Allow Redeem\`, \`Allow Email\`, each saved as it is turned
(\`PUT /api/vouchers/\`; a refusal puts it back with \`Error: {ErrorMessage}\`); \`Add\` (\`POST
/api/vouchers\`; an empty template id gives \`A voucher template is required.\`, a refusal the store's
\`ErrorMessage\` or \`Voucher ID already used.\`) and \`Remove\`, asked first (\`DELETE /api/vouchers/{id}\`;
\`Error: {ErrorMessage}\` on failure). A voucher of a template attached here redeems for the product in
\`<resort-voucher-box>\`. On a discount: the template its voucher requirement asks for
(\`GET /api/discountrules/vouchers/discount/{discountId}/{discountRequirementId}\`), saved or removed
with \`POST /api/discountrules/vouchers/discount\` (a refusal: the store's message or \`Voucher
Template ID is already being used by another discount rule\`); requirement 0 is created by its first
save. Before the item is saved: \`Options available after product is saved.\` or \`Options available
after discount is saved.\` Each panel loads on demand.

A 401 or 403 from any of its calls sends the browser to \`/login\`.

**Where the spec's error catalogue differs.** It says remove and update errors are shown in an alert
(\`Error: {ErrorMessage}\`). Here the same words are shown in the widget, beside the row, never in
\`window.alert\`; the failure is also logged and reported as every failed call is.
`,
  fallback: {
    description:
      "The product's or discount's voucher templates are edited only here: the template says in words that this needs JavaScript (the rest of the admin page, the product's own form, keeps working).",
    example: `
<resort-voucher-templates kind="product" product-id="1">
  <p data-resort-fallback>Managing voucher templates needs JavaScript. If the screen does not appear in a moment, JavaScript is not running in this browser: turn it on, or use another browser, then reload this page.</p>
</resort-voucher-templates>
`,
  },
  labels: { voucherTemplatesLabels, commonLabels, showMoreLabels },
});
