/** Descriptions of `<resort-voucher-box>` (manifest, `docs/tags/` and Storybook; `npm run docs`). */
import { withDocs } from '../../src/island/widget-meta.ts';
import { voucherBoxElement } from './meta.ts';
import { voucherLabels } from './labels.ts';
import { commonLabels } from '../../src/ui/common-labels.ts';
import { coreLabels } from '../../src/core/labels.ts';

export const voucherBoxMeta = withDocs(voucherBoxElement, {
  description:
    'The voucher box: call-to-action text, a Voucher ID input and a Redeem button, shown when ShoppingCartSettings.ShowVoucherBanner is on. In voucher mode (the `/voucher-product` route) it always shows. A modal shows validating, then the product (name, the voucher Description unless it only repeats the name, Voucher ID line, Continue to the product page carrying the voucher, `/{SeName}?voucher={id}`) or the discount message (with the Description) and OK, or the error (the result Error, else its Status).',
  attributes: {
    mode: '`voucher`: voucher mode, which sets enhanced vouchers on (the box shows whatever `ShoppingCartSettings.ShowVoucherBanner` says), as on the `/voucher-product/{SeName}` route; `banner`: the banner, shown only when that setting is on. Unset, the page\'s address decides: voucher mode on the `/voucher-product/` route, the banner elsewhere.',
    code: "A voucher ID to validate at once: the modal opens and validates it. Without it, the page address's own `code` query parameter (`/voucher-product/season-pass-adult?code=VCH-PRODUCT-1`) is validated the same way; the host need not copy it here.",
  },
  events: [
    {
      name: 'resort:voucher:validated',
      description: 'Sent when a voucher is valid; `detail` has `voucherId`, `kind` (`product` or `discount`), `productId` and `discountId`.',
    },
    {
      name: 'resort:cart:refresh',
      description: 'Sent after a discount voucher is found valid: the store keeps it on the shopper\'s cart as it validates it, so every cart island reloads the cart, which now lists it and its discount.',
    },
  ],
  reference: `
Voucher mode sets enhanced vouchers on: on the \`/voucher-product/{SeName}\` route (or with
\`mode="voucher"\`) the box always shows; elsewhere (or with \`mode="banner"\`) only when
\`ShoppingCartSettings.ShowVoucherBanner\` is on. Its root class is \`vouchers-enabled\`:
call-to-action text, a \`Voucher ID\` input and \`Redeem\`. The modal (a native dialog: focus stays
in it, Escape closes it, focus returns to \`Redeem\`) shows \`Validating your voucher…\`, then for a
product voucher the product's name, the result's \`Description\` (when it has one that says more than the name), \`Voucher ID: …\`
and \`Continue\` to the product page carrying the voucher (\`/{SeName}?voucher={id}\`: the store checks it
there and writes it on \`<resort-product voucher>\`, which sells the product paid by it); for a discount voucher the discount message, the
\`Description\` and \`OK\` (the store has kept it on the shopper's cart as it validated it, as the
message says; the box sends \`resort:cart:refresh\` so the cart islands show it and its discount). Errors: a 400 with a message shows it; a result with an \`Error\` is
invalid whatever its \`IsValid\` says and shows the \`Error\`; another invalid result shows its
\`Status\` or \`The voucher ID you entered is not valid.\`; a failed product fetch
shows \`Could not find associated product.\`; a 500, a timeout, a dropped network or an answer of the
wrong shape says so with \`Retry\`. The call carries the anti-forgery header (a missing token is only
logged) and, when \`CaptchaSettings.IsEnabled\`, the reCAPTCHA pair with action \`vouchers\`. Closing
resets it; an ID that failed stays in the input for correcting.
`,
  fallback: {
    description:
      "The store's own voucher form: a field for the voucher ID that asks the page again (`?code=`), and the page saying what the store's check found (the product the voucher is good for, or why it is not valid).",
    example: `
<resort-voucher-box>
  <div data-resort-fallback>
    <form method="get" action="/">
      <p>Have a voucher? Enter its ID to redeem it.</p>
      <label for="voucher-code">Voucher ID</label>
      <input type="text" id="voucher-code" name="code" maxlength="64" required>
      <button type="submit">Redeem</button>
    </form>
  </div>
</resort-voucher-box>
`,
  },
  labels: { voucherLabels, commonLabels, coreLabels },
});
