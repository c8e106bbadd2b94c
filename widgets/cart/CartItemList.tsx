import { useCallback, useState } from 'react';
import type { Cart, CartItem } from '../../src/api/cart-schemas.ts';
import { removeItem } from '../../src/stores/cart-actions.ts';
import { ConfirmDialog } from '../../src/ui/ConfirmDialog.tsx';
import { CartItemRow } from './CartItemRow.tsx';
import { groupItemsByMember, memberName } from './cart-rules.ts';
import { useLabels } from '../../src/ui/use-labels.ts';
import { cartLabels } from './labels.ts';

interface Props {
  cart: Cart;
  removing: readonly number[];
  removeFailed: readonly number[];
  headingLevel: 'h3' | 'h4';
}

/** Items grouped by assigned member plus Unassigned, with the remove-and-confirm flow. */
export function CartItemList({ cart, removing, removeFailed, headingLevel: Heading }: Props) {
  const labels = useLabels(cartLabels);
  const [confirming, setConfirming] = useState<CartItem | null>(null);

  const confirmRemoval = useCallback(() => {
    const item = confirming;
    setConfirming(null);
    if (item) void removeItem(item);
  }, [confirming]);
  const cancel = useCallback(() => setConfirming(null), []);

  return (
    <>
      {groupItemsByMember(cart).map((group) => (
        <section className="rw-group" key={group.key} aria-label={group.member ? memberName(group.member) : labels['minicart.unassigned']}>
          <Heading className="rw-group__title">{group.member ? memberName(group.member) : labels['minicart.unassigned']}</Heading>
          <ul className="rw-group__items">
            {group.items.map((item) => (
              <CartItemRow
                key={item.Id}
                item={item}
                removing={removing.includes(item.Id)}
                removeFailed={removeFailed.includes(item.Id)}
                onRemove={setConfirming}
              />
            ))}
          </ul>
        </section>
      ))}
      <ConfirmDialog
        open={confirming !== null}
        title={labels['minicart.removeConfirmTitle']}
        message={labels['minicart.removeConfirm']}
        confirmLabel={labels['minicart.remove']}
        cancelLabel={labels['common.cancel']}
        onConfirm={confirmRemoval}
        onCancel={cancel}
      />
    </>
  );
}
