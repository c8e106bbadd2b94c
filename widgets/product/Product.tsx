/**
 * `<resort-product>`: the shopper chooses attributes, dates, quantity and the member the product
 * is for, and adds it to the cart (or, from the cart's edit link, updates that cart item).
 */
import { Suspense, lazy, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { track } from '../../src/core/analytics.ts';
import { joinItemList, selectItem, viewItem, type ItemList } from '../../src/core/analytics-catalog.ts';
import { listOf, placeInList, viewedProductItem } from './product-analytics.ts';
import { emit } from '../../src/events/bus.ts';
import { formatLabel } from '../../src/core/labels.ts';
import { warnOnce } from '../../src/core/shared.ts';
import { $settings } from '../../src/stores/settings.ts';
import { $user } from '../../src/stores/user.ts';
import { ErrorNotice } from '../../src/ui/ErrorNotice.tsx';
import { HeardStatus } from '../../src/ui/HeardStatus.tsx';
import { afterFocusHeard } from '../../src/ui/after-focus-heard.ts';
import { Spinner } from '../../src/ui/Spinner.tsx';
import { useLabels } from '../../src/ui/use-labels.ts';
import { useIslandStart } from '../../src/ui/island-start.ts';
import { useLocale } from '../../src/ui/use-locale.ts';
import { userMessage } from '../../src/ui/error-text.ts';
import { isRefusal } from '../../src/api/errors.ts';
import type { IslandProps } from '../../src/island/define-widget.tsx';
import { safeLinkUrl } from '../../src/core/safe-url.ts';
import { AttributeField } from './AttributeField.tsx';
import { longDate } from './dates/date-text.ts';
import { FormMirror } from './FormMirror.tsx';
import { PriceBox } from './PriceBox.tsx';
import { productFlags, type AttributeView } from './rules/attribute-rules.ts';
import type { DayInfo } from './dates/calendar/calendar-types.ts';
import { readEditLink } from './form-fields.ts';
import { dayState } from './rules/inventory-rules.ts';
import { productLabels, type ProductLabels } from './labels.ts';
import { resortClock } from '../../src/core/dates.ts';
import { earliestPurchaseDate } from './rules/purchase-date-rules.ts';
import { chosenDates, chosenValueIds, isDateKind } from './rules/attribute-rules.ts';
import type { PricingSource } from './dates/calendar/use-day-prices.ts';
import type { ProductDetails } from './product-schemas.ts';
import { useProductData } from './use-product-data.ts';
import { MAX_QUANTITY, useSelection, type BlockReason } from './use-selection.ts';

export interface ProductProps extends IslandProps {
  productId?: number | undefined;
  seName?: string | undefined;
  cartUrl?: string | undefined;
  addToCartUrl?: string | undefined;
  listName?: string | undefined;
  listId?: string | undefined;
  voucher?: string | undefined;
}

// Parts only some products need load when they show: the member picker, and the sanitiser for a description.
const MemberPicker = lazy(() => import('./members/MemberPicker.tsx'));
const SanitizedHtml = lazy(() => import('../../src/ui/SanitizedHtml.tsx').then((module) => ({ default: module.SanitizedHtml })));

/** Specifications that set behaviour are for the widget, not for the shopper. */
const BEHAVIOUR_SPECS = /^(\[.*\]|IsReservationProduct|MaxReservations|IsRenewal|ShowPricingCalendarView|IsDynamicPriceDaysToArrival|NumberOfDays|IsConsecutiveMultiDay|IsNonConsecutiveMultiDay)$/i;

export function Product({ productId, seName, cartUrl = '/cart', addToCartUrl = '', listName, listId, voucher, host }: ProductProps) {
  const labels = useLabels(productLabels);
  const { data, retry } = useProductData(productId ?? null, seName ?? null);
  const list = useMemo(() => listOf(listName, listId), [listName, listId]);

  // The store's own form (the tag's `data-resort-fallback` children) stays in use until the product is drawn.
  useIslandStart(data.status === 'ready' ? 'ready' : data.status === 'loading' ? 'loading' : 'failed');

  switch (data.status) {
    case 'missing':
      warnOnce('resort-product:missing', 'resort-product: set product-id or se-name');
      return (
        <p className="rw-alert" role="alert">
          {labels['product.loadError']}
        </p>
      );
    case 'loading':
      return (
        <div>
          <Spinner label={labels['product.loading']} />
        </div>
      );
    case 'error':
      return <ErrorNotice title={labels['product.loadError']} error={data.error} onRetry={retry} />;
    case 'ready':
      return <ProductForm product={data.product} attributes={data.attributes} cartUrl={cartUrl} addToCartUrl={addToCartUrl} voucher={voucher} host={host} labels={labels} list={list} />;
  }
}

interface FormProps {
  product: ProductDetails;
  attributes: AttributeView[];
  cartUrl: string;
  addToCartUrl: string;
  voucher: string | undefined;
  host: HTMLElement | undefined;
  labels: ProductLabels;
  /** The list the product is shown in (a category tile), or null on its own page. */
  list: ItemList | null;
}

function reasonText(reason: BlockReason, labels: ProductLabels): string {
  switch (reason.kind) {
    case 'wait':
      return labels['product.waitReason'];
    case 'missing':
      return formatLabel(labels['product.missingReason'], { names: reason.names.join(', ') });
    case 'stock':
      return reason.state === 'sold-out' ? labels['product.soldOutReason'] : labels['product.unavailableReason'];
    case 'member':
      return labels['product.memberReason'];
    case 'quantity':
      return formatLabel(labels['product.quantityReason'], { max: MAX_QUANTITY });
    case 'voucherUsed':
      return labels['product.voucherUsedReason'];
  }
}

/**
 * Every reason the product cannot be added yet, one after another; choices still to make and the
 * member still to choose are one sentence ("Choose Start Date and who this is for first."), not
 * two that each end in "first".
 */
export function reasonsText(reasons: readonly BlockReason[], labels: ProductLabels): string {
  const missing = reasons.find((reason) => reason.kind === 'missing');
  const member = reasons.some((reason) => reason.kind === 'member');
  return reasons
    .filter((reason) => !(missing !== undefined && member && reason.kind === 'member'))
    .map((reason) => (reason.kind === 'missing' && member ? formatLabel(labels['product.missingAndMemberReason'], { names: reason.names.join(', ') }) : reasonText(reason, labels)))
    .join(' ');
}

/** Whether `element` has the keyboard focus in its own document or shadow root. */
function hasFocus(element: HTMLElement): boolean {
  return (element.getRootNode() as Document | ShadowRoot).activeElement === element;
}

/** The store's own reason when it refused and said why; else "Could not add item to cart" and why, in our words. */
export function addFailureText(error: import('../../src/api/errors.ts').ApiError, labels: ProductLabels): string {
  if (error.serverMessage && isRefusal(error)) return error.serverMessage;
  if (error.kind === 'refused') return `${labels['product.addFailed']}.`;
  return `${labels['product.addFailed']}. ${userMessage(error, labels)}`;
}

function ProductForm({ product, attributes, cartUrl, addToCartUrl, voucher, host, labels, list }: FormProps) {
  const settings = useStore($settings);
  const user = useStore($user);
  const { money, locale } = useLocale();
  const headingId = useId();
  const quantityId = useId();
  const reasonId = useId();

  const flags = useMemo(() => productFlags(product, attributes), [product, attributes]);
  // The earliest purchase date is clamped into the season for every product, golf too: a course's
  // own season is the store's SeasonSettings.
  const seasonStart = settings.SeasonSettings.StartDate;
  const seasonEnd = settings.SeasonSettings.EndDate;
  const specs = product.ProductSpecifications;
  const cutoffTime = flags.cutoffTime ?? settings.SeasonSettings.ProductCutoffTime;
  const cutoffDays = flags.cutoffDays;
  // The page's clock: read once, when the product is shown.
  const [now] = useState(() => Date.now());
  const earliest = useMemo(
    () =>
      earliestPurchaseDate({
        now,
        timeZoneOffset: settings.DefaultStoreTimeZoneOffset,
        cutoffTime,
        cutoffDays,
        seasonStart,
        seasonEnd,
      }),
    [now, settings.DefaultStoreTimeZoneOffset, cutoffTime, cutoffDays, seasonStart, seasonEnd],
  );
  const today = useMemo(() => resortClock(now, settings.DefaultStoreTimeZoneOffset).date, [now, settings.DefaultStoreTimeZoneOffset]);
  const edit = useMemo(() => {
    const link = typeof window === 'undefined' ? null : readEditLink(window.location.search);
    return link && link.productId === product.Id ? link : null;
  }, [product.Id]);

  // The pricing calendar: the store's setting on, and the product or the attribute asking for it.
  const pricedByDay = (attribute: AttributeView) =>
    settings.CatalogSettings.DynamicPricingCalendar && isDateKind(attribute.kind) && (attribute.tags.has('Pricing Calendar') || product.ShowPricingCalendarView);
  // Analytics: a tile of a list is counted in its list's view and selected on first use; a product on its own page is viewed.
  const listPlace = useCallback(() => (list ? { list, ...(host ? placeInList(host, list) : { index: 0, size: 1 }) } : null), [list, host]);
  const selected = useRef(false);
  const onUse = useCallback(() => {
    const place = listPlace();
    if (!place || selected.current) return;
    selected.current = true;
    track(selectItem(place.list, viewedProductItem(product), place.index));
  }, [listPlace, product]);
  const state = useSelection(product, attributes, {
    signedIn: user.signedIn,
    hiddenNames: settings.CatalogSettings.HiddenAttributes,
    earliest,
    edit,
    currency: settings.currency,
    addToCartUrl,
    dayPriced: attributes.some(pricedByDay),
    onUse,
    listPlace,
    voucher,
  });

  // GA4 view_item (or, in a list, its part of view_item_list), once per product shown.
  const viewed = useRef(false);
  useEffect(() => {
    if (viewed.current) return;
    viewed.current = true;
    const place = listPlace();
    if (place) joinItemList(place.list, viewedProductItem(product), place.index, place.size);
    else track(viewItem(settings.currency, viewedProductItem(product)));
  }, [product, settings.currency, listPlace]);

  const dayInfo = (date: string): DayInfo => {
    const inventory = product.IsTrackingInventory && state.dateInventory ? (state.dateInventory[date] ?? null) : undefined;
    return { state: dayState(date, { earliest, seasonEnd: seasonEnd, inventory }), count: inventory ?? null };
  };
  const shownAttributes = attributes.filter(state.shown);
  const main = shownAttributes.filter((attribute) => !attribute.tags.has('Add On'));
  const addOns = shownAttributes.filter((attribute) => attribute.tags.has('Add On'));
  const displaySpecs = specs.filter((spec) => !BEHAVIOUR_SPECS.test(spec.SpecificationAttributeName.trim()) && spec.ValueRaw !== null);
  const fixed = (attribute: AttributeView) =>
    attribute.tags.has('ReadOnly') || (attribute.tags.has('Lock ID') && attribute.preset !== null) || (attribute.tags.has('Lock ID') && state.editing && state.selection[attribute.id] !== undefined);
  const maxDates = product.NumberOfDays > 1 ? product.NumberOfDays : null;
  // The pricing calendar's days are priced with the chosen values' adjustments, bought today.
  const valueKey = [...chosenValueIds(state.selection)].sort((a, b) => a - b).join(',');
  const pricing = useMemo<PricingSource | null>(
    () => ({
      productId: product.Id,
      valueIds: valueKey === '' ? [] : valueKey.split(',').map(Number),
      context: { today, earliest, seasonEnd: seasonEnd || null, byDaysToArrival: product.IsDynamicPriceDaysToArrival },
      consecutiveDays: product.IsConsecutiveMultiDay && product.NumberOfDays > 1 ? product.NumberOfDays : 1,
      money,
      currency: settings.currency,
    }),
    [product.Id, product.IsDynamicPriceDaysToArrival, product.IsConsecutiveMultiDay, product.NumberOfDays, valueKey, today, earliest, seasonEnd, money, settings.currency],
  );
  // `[Activity Time]`: the slots of the first chosen date.
  const activityDate = attributes.flatMap((attribute) => (isDateKind(attribute.kind) ? chosenDates(attribute, state.selection[attribute.id]) : []))[0] ?? null;
  const activity = product.ActivityTimes ? { times: product.ActivityTimes, date: activityDate } : null;
  const pricingFor = (attribute: AttributeView) => (pricedByDay(attribute) ? pricing : null);

  const field = (attribute: AttributeView) => (
    <AttributeField
      key={attribute.id}
      attribute={attribute}
      selection={state.selection}
      onChoose={state.choose}
      onType={state.type}
      onCommit={state.commit}
      fixed={fixed(attribute)}
      dayInfo={dayInfo}
      dateInventory={product.IsTrackingInventory ? state.dateInventory : null}
      first={earliest}
      last={seasonEnd || null}
      maxDates={maxDates}
      pricing={pricingFor(attribute)}
      activity={activity}
      locale={locale}
      money={money}
      labels={labels}
    />
  );

  const blocked = state.reasons.length > 0;
  // Pressed with the focus on it, Add to cart keeps it while the status says what happened: its
  // description (why it is unavailable now) waits until the focus has gone elsewhere and a
  // screen reader has followed it. Given at once, Chromium reports the focused button's new
  // description and Orca says it straight away, before the status's news, and then again in it.
  const [quietButton, setQuietButton] = useState<'off' | 'focused' | 'left'>('off');
  useEffect(() => (quietButton === 'left' ? afterFocusHeard(() => setQuietButton('off')) : undefined), [quietButton]);
  const result = state.addResult;
  const cartLink = safeLinkUrl(cartUrl) ?? '/cart';
  const added = result?.kind === 'added' ? result : null;
  // Right after an add for a member, nobody chosen yet: why the others cannot have the same again,
  // said once, calmly, after what happened (the member list's own "no one" line waits meanwhile).
  const afterAdd = added !== null && added.member !== null && state.memberId === null && state.members.status === 'ready';
  const nobodyElse = state.members.status === 'ready' && state.members.list.every((member) => member.block !== null);
  const shownReasons = afterAdd ? state.reasons.filter((reason) => reason.kind !== 'member') : state.reasons;
  const doneText = added
    ? added.updated
      ? labels['product.updated']
      : added.member
        ? formatLabel(labels['product.addedFor'], { name: product.Name, member: added.member.name })
        : formatLabel(labels['product.added'], { name: product.Name })
    : '';
  const afterAddKey = afterAdd ? (nobodyElse ? 'product.addedNobodyElse' : 'product.addedSomeoneElse') : null;
  // Why Add to cart is unavailable now because of the add itself: said after the news, in the same words.
  const addedWhy = afterAddKey ?? (added && state.reasons.some((reason) => reason.kind === 'voucherUsed') ? 'product.voucherUsedReason' : null);
  // Said once the add's meaning for the others is known, and kept as said: a later change (someone
  // else chosen) is not news, and Chromium reports any change of a status's text as all new.
  const [told, setTold] = useState<{ result: typeof result; why: typeof addedWhy } | null>(null);
  if (added && state.membersAnswered && told?.result !== result) setTold({ result, why: addedWhy });
  // Else why the voucher cannot pay, in the store's words: said when it first comes and when its
  // wording changes, not again for each answer that repeats it (the region's text stays the same).
  const news = told && told.result === result ? (told.why ? `${doneText} ${labels[told.why]}` : doneText) : (state.voucherRefusal ?? '');
  const describe = blocked && quietButton === 'off';

  return (
    <section className="rw-product" aria-labelledby={headingId}>
      <h2 className="rw-product__name" id={headingId}>
        {product.Name}
      </h2>
      {state.editing && <p className="rw-product__editing">{labels['product.editing']}</p>}
      <PriceBox state={state} reservationPrice={product.ProductPrice.ReservationPrice} money={money} labels={labels} />
      {product.FullDescription.trim() !== '' && (
        <Suspense fallback={null}>
          <SanitizedHtml className="rw-product__description" html={product.FullDescription} failureText={labels['product.loadError']} />
        </Suspense>
      )}
      {displaySpecs.length > 0 && (
        <dl className="rw-product__specs">
          {displaySpecs.map((spec) => (
            <div key={spec.SpecificationAttributeName} style={{ display: 'contents' }}>
              <dt>{spec.SpecificationAttributeName}</dt>
              <dd>{String(spec.ValueRaw)}</dd>
            </div>
          ))}
        </dl>
      )}
      {main.map(field)}
      {addOns.length > 0 && (
        <fieldset className="rw-field">
          <legend>{labels['product.addOns']}</legend>
          {addOns.map(field)}
        </fieldset>
      )}
      {state.flags.hasAssignment && !user.signedIn && (
        // Signed out (guests too): the prompt opens the sign-in menu's lightbox.
        <div className="rw-field">
          <span className="rw-label">{labels['member.legend']}</span>
          <p className="rw-hint">{labels['member.signIn']}</p>
          <button type="button" className="rw-button rw-button--secondary" onClick={() => emit('resort:signin:open', undefined)}>
            {labels['member.signInButton']}
          </button>
        </div>
      )}
      {state.flags.hasAssignment && user.signedIn && (
        // The picker's code and the household arrive after the first render: the list's room is
        // kept from the start (a locked member is one line), so the quantity and the button below
        // stay where they are drawn.
        <div className={state.memberLocked ? undefined : 'rw-product__members'}>
          <Suspense fallback={<Spinner label={labels['common.loading']} />}>
          <MemberPicker
            members={state.members}
            afterAdd={afterAdd}
            chosen={state.memberId}
            onChoose={state.chooseMember}
            onRetry={state.retryMembers}
            locked={state.memberLocked}
            date={(iso) => longDate(iso, locale)}
            reservations={state.flags.isReservation ? { productId: product.Id, onChanged: state.retryMembers } : null}
          />
          </Suspense>
        </div>
      )}
      {/* A voucher pays for one: no quantity to choose. */}
      {!state.voucher && <div className="rw-field">
        <label className="rw-label" htmlFor={quantityId}>
          {labels['product.quantity']}
        </label>
        <input
          id={quantityId}
          className="rw-input rw-quantity"
          inputMode="numeric"
          value={state.quantityText}
          aria-invalid={state.quantity === null || undefined}
          onChange={(event) => state.setQuantityText(event.target.value)}
        />
      </div>}
      <div className="rw-product__actions">
        {/*
          What the last add did leads, where the shopper pressed: the item, for whom, the cart, then
          why not again. A screen reader hears it as one status, in that order and once: the news,
          then the reason (the page's own paragraphs are not live, or each would be news of its own,
          in whatever order the browser reports them).
        */}
        <div className="rw-product__status">
          <HeardStatus words={news} />
          {/* A refusal leads too: in sight where the shopper pressed, even at the foot of a phone's screen. */}
          {result?.kind === 'failed' && (
            <p className="rw-alert" role="alert" ref={inSight}>
              {addFailureText(result.error, labels)}
            </p>
          )}
          {added && (
            <>
              <p className="rw-product__done" ref={inSight}>
                {doneText} <a href={cartLink}>{labels['product.viewCart']}</a>
              </p>
              {afterAddKey !== null && (
                <p className="rw-product__reason" id={reasonId}>
                  {labels[afterAddKey]}
                </p>
              )}
            </>
          )}
        </div>
        <button
          type="button"
          className="rw-button"
          aria-disabled={blocked || state.adding || undefined}
          aria-describedby={describe ? reasonId : undefined}
          onClick={(event) => {
            if (!blocked && !state.adding && hasFocus(event.currentTarget)) setQuietButton('focused');
            void state.add();
          }}
          onFocus={() => {
            if (quietButton !== 'off') setQuietButton('off');
          }}
          onBlur={() => {
            if (quietButton === 'focused') setQuietButton('left');
          }}
        >
          {state.adding ? (state.editing ? labels['product.updating'] : labels['product.adding']) : state.editing ? labels['product.update'] : labels['product.addToCart']}
        </button>
        {shownReasons.length > 0 && (
          <p className="rw-product__reason" id={afterAdd ? undefined : reasonId}>
            {reasonsText(shownReasons, labels)}
          </p>
        )}
      </div>
      <FormMirror host={host} entries={state.formEntries} />
    </section>
  );
}

/**
 * What a press did shows where it was pressed; from the foot of a phone's screen part of it falls
 * below, so as it appears it is brought into sight, and no further.
 */
function inSight(news: HTMLElement | null) {
  news?.scrollIntoView?.({ block: 'nearest' });
}
