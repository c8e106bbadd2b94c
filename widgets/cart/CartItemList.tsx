import { useCallback, useState } from 'react';
import type { Cart, CartItem } from '../../src/api/cart-schemas.ts';
import { removeItem } from '../../src/stores/cart-actions.ts';
import { ConfirmDialog } from '../../src/ui/ConfirmDialog.tsx';
import { ShowMoreButton, useShowMore } from '../../src/ui/ShowMore.tsx';
import { CartItemRow } from './CartItemRow.tsx';
import { groupItemsByMember, memberName } from './cart-rules.ts';
import { memberColor } from '../../src/core/member-colors.ts';
import { useLabels } from '../../src/ui/use-labels.ts';
import { cartLabels } from './labels.ts';

interface Props {
  cart: Cart;
  removing: readonly number[];
  removeFailed: readonly number[];
  headingLevel: 'h2' | 'h3' | 'h4';
  /** Told once an item is gone from the cart, so the panel can say so and keep the focus. */
  onRemoved?: ((item: CartItem) => void) | undefined;
}

/** Groups and items drawn at first: a household's cart is a handful; more on request. */
const GROUPS_STEP = 20;
const ITEMS_STEP = 50;

interface GroupProps {
  title: string;
  /** The member's colour (the household panel shows them in the same one); none for Unassigned. */
  color: string | null;
  items: readonly CartItem[];
  removing: readonly number[];
  removeFailed: readonly number[];
  headingLevel: 'h2' | 'h3' | 'h4';
  onRemove: (item: CartItem) => void;
}

function MemberGroup({ title, color, items, removing, removeFailed, headingLevel: Heading, onRemove }: GroupProps) {
  const { visible, hidden, showMore } = useShowMore(items, ITEMS_STEP);
  return (
    <section className="rw-group" aria-label={title}>
      <Heading className="rw-group__title">
        {color && <span className="rw-group__swatch" style={{ background: color }} aria-hidden="true" />}
        {title}
      </Heading>
      <ul className="rw-group__items">
        {visible.map((item) => (
          <CartItemRow key={item.Id} item={item} removing={removing.includes(item.Id)} removeFailed={removeFailed.includes(item.Id)} onRemove={onRemove} />
        ))}
      </ul>
      <ShowMoreButton hidden={hidden} step={ITEMS_STEP} onClick={showMore} />
    </section>
  );
}

/** Items grouped by assigned member plus Unassigned, with the remove-and-confirm flow. */
export function CartItemList({ cart, removing, removeFailed, headingLevel: Heading, onRemoved }: Props) {
  const labels = useLabels(cartLabels);
  const [confirming, setConfirming] = useState<CartItem | null>(null);

  const confirmRemoval = useCallback(() => {
    const item = confirming;
    setConfirming(null);
    if (item) void removeItem(item).then((result) => result.ok && onRemoved?.(item));
  }, [confirming, onRemoved]);
  const cancel = useCallback(() => setConfirming(null), []);
  const { visible: groups, hidden: hiddenGroups, showMore: showMoreGroups } = useShowMore(groupItemsByMember(cart), GROUPS_STEP);

  return (
    <>
      {groups.map((group) => (
        <MemberGroup
          key={group.key}
          title={group.member ? memberName(group.member) : labels['minicart.unassigned']}
          color={group.member ? memberColor(group.member.Id) : null}
          items={group.items}
          removing={removing}
          removeFailed={removeFailed}
          headingLevel={Heading}
          onRemove={setConfirming}
        />
      ))}
      <ShowMoreButton hidden={hiddenGroups} step={GROUPS_STEP} onClick={showMoreGroups} />
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
