import { safeLinkUrl } from '../../src/core/safe-url.ts';
import { useState } from 'react';
import { useStore } from '@nanostores/react';
import type { CartItem } from '../../src/api/cart-schemas.ts';
import { formatLabel } from '../../src/core/labels.ts';
import { $settings } from '../../src/stores/settings.ts';
import { useLocale } from '../../src/ui/use-locale.ts';
import { useLabels } from '../../src/ui/use-labels.ts';
import { cartLabels } from './labels.ts';
import { busyButton } from '../../src/ui/busy-button.ts';
import {
  discountText,
  editItemUrl,
  golfPricing,
  lineTotal,
  MAX_COLLAPSED_ATTRIBUTES,
  originalLineTotal,
  parseAttributeInfo,
  attributeValueText,
  visibleAttributes,
} from './cart-rules.ts';

interface Props {
  item: CartItem;
  removing: boolean;
  removeFailed: boolean;
  onRemove: (item: CartItem) => void;
}

export function CartItemRow({ item, removing, removeFailed, onRemove }: Props) {
  const labels = useLabels(cartLabels);
  const { ShoppingCartSettings } = useStore($settings);
  const { money, displayDate, locale } = useLocale();
  const [expanded, setExpanded] = useState(false);
  const attributes = parseAttributeInfo(item.AttributeInfo);
  const golf = golfPricing(item);
  const original = originalLineTotal(item);
  const editUrl = editItemUrl(item, { showEnhancedMinicart: ShoppingCartSettings.ShowEnhancedMinicart });
  const detailsId = `rw-item-${item.Id}-details`;

  return (
    <li className="rw-item" aria-busy={removing || undefined} data-removing={removing || undefined}>
      <div className="rw-item__head">
        <a className="rw-item__name" href={safeLinkUrl(item.Url) ?? undefined}>
          {item.ProductName}
        </a>
        {/* A golf item's price is its per-player breakdown below. */}
        {!golf && (
          <span className="rw-item__price">
            {original !== null && <s className="rw-item__original">{money(original)}</s>} <span className="rw-item__amount">{money(lineTotal(item))}</span>
          </span>
        )}
      </div>
      <p className="rw-item__meta">{formatLabel(labels['minicart.quantity'], { quantity: item.Quantity })}</p>
      {golf && (
        <dl className="rw-item__golf">
          <div>
            <dt className="rw-visually-hidden">{labels['minicart.perPlayer']}</dt>
            <dd>
              {money(golf.perPlayer)} {labels['minicart.perPlayer']}
            </dd>
          </div>
          <div>
            <dt>{labels['minicart.dueOnline']}</dt>
            <dd>{money(golf.dueOnline)}</dd>
          </div>
          <div>
            <dt>{labels['minicart.dueAtCourse']}</dt>
            <dd>{money(golf.dueAtCourse)}</dd>
          </div>
        </dl>
      )}
      {attributes.length > 0 && (
        <ul className="rw-item__attributes" id={detailsId}>
          {visibleAttributes(attributes, expanded).map((line, index) => (
            <li key={`${line.name}-${index}`}>
              {line.name && <span className="rw-item__attribute-name">{formatLabel(labels['minicart.attributeName'], { name: line.name })} </span>}
              {attributeValueText(line, displayDate, locale)}
            </li>
          ))}
        </ul>
      )}
      {item.DiscountInfo.Discounts.length > 0 && (
        <ul className="rw-item__discounts">
          {item.DiscountInfo.Discounts.map((discount) => (
            <li key={discount.Id}>
              {labels['minicart.discount']} {discountText(discount, money, locale)}
            </li>
          ))}
        </ul>
      )}
      <div className="rw-item__actions">
        {attributes.length > MAX_COLLAPSED_ATTRIBUTES && (
          <button
            type="button"
            className="rw-button rw-button--link"
            aria-expanded={expanded}
            aria-controls={detailsId}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? labels['minicart.hideDetails'] : labels['minicart.showDetails']}
          </button>
        )}
        {editUrl && (
          <a className="rw-button rw-button--link" href={editUrl} aria-label={formatLabel(labels['minicart.editItem'], { name: item.ProductName })}>
            {labels['minicart.edit']}
          </a>
        )}
        <button
          type="button"
          className="rw-button rw-button--link rw-item__remove"
          {...busyButton(removing)}
          aria-label={removing ? undefined : formatLabel(labels['minicart.removeItem'], { name: item.ProductName })}
          onClick={() => onRemove(item)}
        >
          {removing ? labels['minicart.removing'] : labels['minicart.remove']}
        </button>
      </div>
      {removeFailed && (
        <p className="rw-error-text" role="alert">
          {formatLabel(labels['minicart.removeFailed'], { name: item.ProductName })}
        </p>
      )}
    </li>
  );
}
