/**
 * The shopper's choice and everything that follows from it: the attribute-change refresh (only the
 * latest answer for the current choice is applied; a failed one is tried once more, then shown),
 * the members the product can be assigned to, the quantity, and adding to the cart (one request per
 * click, double clicks included).
 */
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ApiError } from '../../src/api/errors.ts';
import { track } from '../../src/core/analytics.ts';
import { addToCart, listedItem, type ItemList } from '../../src/core/analytics-catalog.ts';
import { addedProductItem, firstChosenDate, memberRole } from './product-analytics.ts';
import { BUS_SOURCE, emit, on } from '../../src/events/bus.ts';
import { afterNextPaint, nextPaint } from '../../src/core/after-next-paint.ts';
import { $cart } from '../../src/stores/cart.ts';
import {
  chosenDates,
  isActive,
  isShown,
  missingChoices,
  productFlags,
  unitPrice,
  type AttributeView,
  type Choice,
  type Selection,
  type VisibilityContext,
} from './rules/attribute-rules.ts';
import { initialChoices } from './initial-choices.ts';
import { attributeEntries, cartEntries, paidByVoucherEntries, type EditLink, type FormEntries } from './form-fields.ts';
import { canBuy, keptDates, pricingState, stockState, type DateInventory, type StockState } from './rules/inventory-rules.ts';
import { keptMember, memberFilters, memberViews, type MemberView } from './members/member-rules.ts';
import { addToCartAddress, isTransient, postAddToCart, postAttributeChange } from './api.ts';
import { productScheduleSchema, type AttributeChange, type ProductDetails } from './product-schemas.ts';
import type { AssignableMember } from './members/member-schemas.ts';

export const MAX_QUANTITY = 99;

/**
 * How long the news of an add waits for the store to say again who may have another: the news
 * and why not again are said together, but a household call that fails late or never answers
 * (the client gives up only after 15 s) must not keep a screen reader from hearing that the item
 * is in the cart. Past this, the news is said alone.
 */
export const HOUSEHOLD_WAIT_MS = 3000;

export interface SelectionSettings {
  signedIn: boolean;
  hiddenNames: readonly string[];
  /** The earliest purchase date for this product (`purchase-date-rules.ts`). */
  earliest: string;
  /** The cart's edit link, when it names this product. */
  edit: EditLink | null;
  currency: string;
  /** Where add to cart posts (`addToCartAddress`). */
  addToCartUrl?: string;
  /**
   * The chosen days are priced by the store's day price list (the pricing calendar): the price is
   * the store's answer for them, waited for rather than guessed from the list price.
   */
  dayPriced?: boolean;
  /** The shopper made a choice or asked to add (a list's tile sends `select_item` the first time). */
  onUse?: () => void;
  /** The tile's list and place, when the product is one of a list (its `add_to_cart` names them). */
  listPlace?: () => { list: ItemList; index: number } | null;
  /** A product voucher that pays for one (the tag's `voucher`): sent with the item, the quantity one. */
  voucher?: string | undefined;
}

export type MembersState =
  | { status: 'off' }
  | { status: 'loading'; list: readonly MemberView[] }
  | { status: 'ready'; list: readonly MemberView[] }
  | { status: 'error'; error: ApiError; list: readonly MemberView[] };

/** What the last add did: `member` is whom the item went to (null for no one in particular). */
export type AddResult = { kind: 'added'; updated: boolean; member: { id: number; name: string } | null } | { kind: 'failed'; error: ApiError } | null;

export type BlockReason =
  | { kind: 'wait' }
  | { kind: 'missing'; names: string[] }
  | { kind: 'stock'; state: StockState }
  | { kind: 'member' }
  | { kind: 'quantity' }
  | { kind: 'voucherUsed' };

export function parseQuantity(text: string): number | null {
  return /^\s*\d{1,3}\s*$/.test(text) && Number(text) >= 1 && Number(text) <= MAX_QUANTITY ? Number(text) : null;
}

export function useSelection(product: ProductDetails, attributes: readonly AttributeView[], settings: SelectionSettings) {
  const flags = useMemo(() => productFlags(product, attributes), [product, attributes]);
  const editing = settings.edit?.editMode ? settings.edit : null;
  const [selection, setSelection] = useState<Selection>(() => initialChoices(product, attributes, settings.edit, settings.earliest));
  const [quantityText, setQuantityText] = useState(String(settings.edit?.quantity ?? 1));
  const [memberId, setMemberId] = useState<number | null>(product.AssignedMemberId);
  const [presetMember, setPresetMember] = useState<number | null>(product.AssignedMemberId);
  const [updatedItemId, setUpdatedItemId] = useState<number | null>(editing?.updateItemId ?? null);
  const [answer, setAnswer] = useState<AttributeChange | null>(null);
  const [updating, setUpdating] = useState(false);
  const [updateError, setUpdateError] = useState<ApiError | null>(null);
  const [members, setMembers] = useState<MembersState>({ status: 'off' });
  const [membersTick, setMembersTick] = useState(0);
  const [adding, setAdding] = useState(false);
  const [addResult, setAddResult] = useState<AddResult>(null);
  // After an add for a member, who may have another is asked again: until the store answers, what
  // the add means for the others is not known. `adds` counts the adds; an answer to a question asked
  // before the last add does not count.
  const [membersAnswered, setMembersAnswered] = useState(true);
  const adds = useRef(0);
  const householdWait = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(householdWait.current), []);
  const version = useRef(0);
  const addingNow = useRef(false);

  const visibility: VisibilityContext = useMemo(
    () => ({
      signedIn: settings.signedIn,
      enabled: answer ? new Set(answer.enabledattributemappingids) : null,
      disabled: new Set(answer?.disabledattributemappingids ?? []),
      hiddenNames: settings.hiddenNames,
    }),
    [answer, settings.signedIn, settings.hiddenNames],
  );
  const active = useCallback((attribute: AttributeView) => isActive(attribute, visibility), [visibility]);
  const shown = useCallback((attribute: AttributeView) => isShown(attribute, visibility), [visibility]);
  const entries = useMemo(() => attributeEntries(attributes, selection, active), [attributes, selection, active]);
  const dateInventory: DateInventory | null = answer?.dateInventory ?? product.DateInventory;

  /** Asks the store about `next`; applies the answer only if nothing changed meanwhile. */
  const refresh = useCallback(
    async (next: Selection, nextEntries: FormEntries) => {
      const mine = ++version.current;
      setUpdating(true);
      setUpdateError(null);
      // The shopper's choice is painted first (the calendar closed on the day, the option checked),
      // then the store is asked: building and sending the request took a third of the frame after
      // choosing a day at 4× CPU. A change made meanwhile asks instead of this one.
      await nextPaint();
      if (mine !== version.current) return;
      const asked = paidByVoucherEntries(product.Id, nextEntries, settings.voucher, updatedItemId);
      let result = await postAttributeChange(product.Id, asked);
      // A failed pricing update is tried once more before the shopper hears of it.
      if (!result.ok && isTransient(result.error) && mine === version.current) result = await postAttributeChange(product.Id, asked);
      if (mine !== version.current) return;
      setUpdating(false);
      if (!result.ok) {
        setUpdateError(result.error);
        return;
      }
      const inventory = result.data.dateInventory ?? product.DateInventory;
      setAnswer(result.data);
      // Dates whose inventory fell below 1 (or when no date is left at all) are cleared.
      if (inventory && product.IsTrackingInventory) {
        let cleared = false;
        const kept: Record<number, Choice> = { ...next };
        for (const attribute of attributes) {
          const dates = chosenDates(attribute, next[attribute.id]);
          if (dates.length === 0) continue;
          const offered = attribute.kind === 'date-radio' ? attribute.values.map((value) => value.date).filter((date) => date !== null) : Object.keys(inventory);
          if (keptDates(dates, offered, inventory, settings.earliest).length === 0) {
            delete kept[attribute.id];
            cleared = true;
          }
        }
        if (cleared) setSelection(kept);
      }
      const schedule = result.data.PaymentSchedule === null ? null : productScheduleSchema.safeParse(result.data.PaymentSchedule);
      if (schedule && !schedule.success) console.warn('resort-product: the attribute change’s PaymentSchedule could not be read; the schedule viewer asks the store.', schedule.error.issues);
      const paymentSchedule = schedule?.success ? schedule.data : null;
      // A renewal's schedule is the store's for the renewal, asked for by the renewal's own id.
      const renewalId = product.IsRenewal && product.RenewalId !== null ? product.RenewalId : null;
      emit('resort:product:attributes-updated', {
        productId: product.Id,
        fields: nextEntries,
        ...(paymentSchedule ? { paymentSchedule } : {}),
        ...(renewalId === null ? {} : { renewalId }),
        source: BUS_SOURCE,
      });
    },
    [attributes, product.DateInventory, product.Id, product.IsRenewal, product.RenewalId, product.IsTrackingInventory, settings.earliest, settings.voucher, updatedItemId],
  );

  // The first answer says which conditional attributes show and what the chosen day has left; for a
  // product a voucher pays for, that it is on no payment plan (the schedule viewer hears it).
  const needsFirstAnswer = attributes.some((attribute) => attribute.hasCondition) || product.IsTrackingInventory || editing !== null || Boolean(settings.voucher);
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !needsFirstAnswer) return;
    started.current = true;
    void refresh(selection, entries);
  }, [needsFirstAnswer, refresh, selection, entries]);

  const choose = useCallback(
    (attribute: AttributeView, choice: Choice | null) => {
      const next: Record<number, Choice> = { ...selection };
      if (choice) next[attribute.id] = choice;
      else delete next[attribute.id];
      setSelection(next);
      setAddResult(null);
      settings.onUse?.();
      void refresh(next, attributeEntries(attributes, next, active));
    },
    [selection, refresh, attributes, active, settings.onUse],
  );

  /** Typing keeps the text; it is sent when the field is left (`commit`). */
  const type = useCallback((attribute: AttributeView, text: string) => {
    setSelection((current) => ({ ...current, [attribute.id]: { kind: 'text', text } }));
    setAddResult(null);
  }, []);
  const commit = useCallback(() => void refresh(selection, attributeEntries(attributes, selection, active)), [refresh, selection, attributes, active]);

  // Members: loaded for a signed-in shopper when the product is assigned, again when the choices
  // they depend on change or the household changes.
  const membersWanted = flags.hasAssignment && settings.signedIn;
  const filters = useMemo(() => memberFilters(attributes, selection, active), [attributes, selection, active]);
  const filterKey = JSON.stringify(filters);
  const memberContext = useMemo(
    () => ({ isReservation: flags.isReservation, maxReservations: flags.maxReservations, dates: filters.map((filter) => filter.ProductAttributeValue).filter((value) => /^\d{4}-\d{2}-\d{2}$/.test(value)) }),
    [flags.isReservation, flags.maxReservations, filters],
  );
  const rawMembers = useRef<AssignableMember[]>([]);
  useEffect(() => {
    if (!membersWanted) return;
    let current = true;
    const round = adds.current;
    setMembers((state) => ({ status: 'loading', list: state.status === 'off' ? [] : state.list }));
    // The call and its schema load with the first product that needs them.
    void import('./members/api.ts')
      .then(({ loadMembers }) => loadMembers({ productId: product.Id, filters: JSON.parse(filterKey) as typeof filters, updatedItemId }))
      // The call's own code could not be fetched: a failed call like any other, with Retry.
      .catch((): { ok: false; error: ApiError } => ({ ok: false, error: { kind: 'network', message: 'The household call could not be loaded' } }))
      .then((result) => {
      if (!current) return;
      if (round === adds.current) setMembersAnswered(true);
      if (!result.ok) {
        setMembers((state) => ({ status: 'error', error: result.error, list: state.status === 'off' ? [] : state.list }));
        return;
      }
      rawMembers.current = result.data;
      const list = memberViews(result.data, memberContext);
      setMembers({ status: 'ready', list });
      // A chosen member who can no longer have the product is cleared.
      setMemberId((chosen) => keptMember(chosen, list));
    });
    return () => {
      current = false;
    };
    // memberContext follows filterKey.
  }, [membersWanted, filterKey, product.Id, membersTick, updatedItemId]);

  useEffect(() => {
    if (!membersWanted) return;
    const again = () => setMembersTick((tick) => tick + 1);
    const stops = [on('resort:members:changed', again), on('resort:members:refresh', again)];
    return () => stops.forEach((stop) => stop());
  }, [membersWanted]);

  // Editing a cart item: its member comes from the cart.
  useEffect(() => {
    if (!editing?.updateItemId) return;
    const itemId = editing.updateItemId;
    let stop: (() => void) | null = null;
    let done = false;
    stop = $cart.subscribe((state) => {
      const item = state.cart?.Items.find((candidate) => candidate.Id === itemId);
      if (!item || done) return;
      done = true;
      const contact = item.AssignedToContactInfo?.Id ?? null;
      setMemberId(contact);
      setPresetMember(contact);
      queueMicrotask(() => stop?.());
    });
    return () => stop?.();
  }, [editing?.updateItemId]);

  const voucher = settings.voucher || null;
  const quantity = voucher ? 1 : parseQuantity(quantityText);
  const price = unitPrice(product.ProductPrice.PriceValue, attributes, selection, active);
  const chosenDay = attributes.flatMap((attribute) => (active(attribute) ? chosenDates(attribute, selection[attribute.id]) : []));
  const dayPriced = Boolean(settings.dayPriced) && chosenDay.length > 0;
  // A rental chosen day by day costs its price once a day; day-priced days each cost their own price.
  const days = dayPriced ? 1 : Math.max(1, ...attributes.filter((attribute) => attribute.kind === 'dates' && active(attribute)).map((attribute) => chosenDates(attribute, selection[attribute.id]).length));
  const dynamic = price.dynamic || dayPriced;
  const answerPrice = answer && !updating ? (answer.priceValue ?? null) : null;
  const perDay = price.amount;
  // Whether the voucher pays is the store's word, checked as Add to cart checks it: its answer names
  // the voucher that pays (and prices the choice as the cart will hold it) or says why it cannot.
  // Until it has answered, or from a store that does not say, the host's: it wrote `voucher` once
  // its own check passed, and a voucher's line costs nothing.
  const storeSays = voucher ? answer?.paidByVoucher : undefined;
  const paidBy = voucher && storeSays !== undefined ? storeSays : voucher;
  const voucherRefusal = voucher && storeSays === null ? answer?.voucherMessage ?? null : null;
  const unit = paidBy ? (storeSays === undefined ? 0 : (answer?.priceValue ?? 0)) : (answerPrice ?? perDay * days);

  const stock: StockState | null = (() => {
    if (product.IsTrackingInventory && dateInventory && chosenDay.length > 0) {
      const counts = chosenDay.map((date) => dateInventory[date] ?? null);
      return counts.some((count) => count === null) ? 'unavailable' : stockState(Math.min(...(counts as number[])));
    }
    if (answer && answer.inventory !== null && !updating) return stockState(answer.inventory);
    return null;
  })();
  const stockCount = product.IsTrackingInventory && dateInventory && chosenDay.length > 0 ? Math.min(...chosenDay.map((date) => dateInventory[date] ?? 0)) : (answer?.inventory ?? null);
  const pricing = answer && !updating ? pricingState(answer.pricingInventory) : null;

  const memberLocked = (flags.lockAssignment || Boolean(answer?.isRenewalLocked)) && presetMember !== null;
  const reasons: BlockReason[] = [];
  if (updating && dynamic) reasons.push({ kind: 'wait' });
  const missing = missingChoices(attributes, selection, shown);
  if (missing.length > 0) reasons.push({ kind: 'missing', names: missing.map((attribute) => attribute.label) });
  if (stock !== null && !canBuy(stock)) reasons.push({ kind: 'stock', state: stock });
  if (membersWanted && memberId === null) reasons.push({ kind: 'member' });
  if (quantity === null) reasons.push({ kind: 'quantity' });
  // The voucher pays for one, and that one is in the cart now: another would be refused by the store.
  if (voucher && addResult?.kind === 'added' && !addResult.updated) reasons.push({ kind: 'voucherUsed' });

  const formEntries = cartEntries(product.Id, entries, { quantity: quantity ?? 1, updatedItemId, contactId: membersWanted || memberLocked ? memberId : null, voucher });

  /** The shopper chose whom the item is for. */
  const chooseMember = useCallback(
    (id: number | null) => {
      settings.onUse?.();
      setMemberId(id);
    },
    [settings.onUse],
  );

  const add = useCallback(async () => {
    settings.onUse?.();
    if (addingNow.current || reasons.length > 0 || quantity === null) return;
    addingNow.current = true;
    // The request leaves first; the busy button is drawn as a transition, while the store answers.
    // Drawn at the click's own priority, the product's redraw came before the request.
    const answer = postAddToCart(product.Id, formEntries, addToCartAddress(product.Id, settings.addToCartUrl));
    startTransition(() => {
      setAdding(true);
      setAddResult(null);
    });
    const result = await answer;
    addingNow.current = false;
    setAdding(false);
    if (!result.ok) {
      setAddResult({ kind: 'failed', error: result.error });
      return;
    }
    const updated = updatedItemId !== null;
    if (updated && result.data.shoppingCartItemId) setUpdatedItemId(result.data.shoppingCartItemId);
    const forId = membersWanted || memberLocked ? memberId : null;
    const forMember = forId === null ? undefined : (members.status === 'off' ? [] : members.list).find((member) => member.id === forId);
    setAddResult({ kind: 'added', updated, member: forMember ? { id: forMember.id, name: forMember.name } : null });
    // One reload of the cart for every cart island on the page, once the news is painted: the
    // count changes at once from what was added (`CartState.added`), and the load's request and
    // loading state are off the shopper's wait.
    afterNextPaint(() => emit('resort:cart:refresh', undefined));
    emit('resort:cart:item-added', { productId: product.Id, cartItemId: result.data.shoppingCartItemId, quantity, contactId: memberId, updated, source: BUS_SOURCE });
    const role = memberRole(membersWanted || memberLocked ? memberId : null, members.status === 'off' ? [] : members.list);
    const item = addedProductItem(product, { price: unit, quantity, date: firstChosenDate(attributes, selection), memberRole: role });
    const place = settings.listPlace?.() ?? null;
    track(addToCart(settings.currency, place ? listedItem(item, place.list, place.index) : item));
    // Who may have it now is asked once the news is painted, off the shopper's wait.
    if (membersWanted) {
      const round = ++adds.current;
      setMembersAnswered(false);
      afterNextPaint(() => setMembersTick((tick) => tick + 1));
      clearTimeout(householdWait.current);
      householdWait.current = setTimeout(() => {
        if (round === adds.current) setMembersAnswered(true);
      }, HOUSEHOLD_WAIT_MS);
    }
  }, [reasons.length, quantity, product, formEntries, updatedItemId, memberId, settings.currency, settings.listPlace, settings.onUse, unit, membersWanted, memberLocked, members, attributes, selection, settings.addToCartUrl]);

  return {
    flags,
    selection,
    choose,
    type,
    commit,
    active,
    shown,
    dateInventory,
    quantityText,
    setQuantityText,
    quantity,
    memberId,
    chooseMember,
    memberLocked,
    members,
    retryMembers: () => setMembersTick((tick) => tick + 1),
    answer,
    updating,
    updateError,
    retryUpdate: () => void refresh(selection, entries),
    price: { unit, perDay, days: paidBy ? 1 : days, dynamic: !paidBy && dynamic && updating },
    /** The tag's voucher: sent with the choice and the item, which is then one. */
    voucher,
    /** The voucher that pays for the choice, as the store last said (`paidByVoucher`), or null. */
    paidBy,
    /** Why the store says the tag's voucher cannot pay for the choice, when it says so. */
    voucherRefusal,
    stock,
    stockCount,
    pricing,
    reasons,
    formEntries,
    add,
    adding,
    addResult,
    /** False from an add until the store has said again who may have the product (`members`), or `HOUSEHOLD_WAIT_MS` has passed. */
    membersAnswered,
    editing: updatedItemId !== null,
    updatedItemId,
  };
}

export type SelectionState = ReturnType<typeof useSelection>;
