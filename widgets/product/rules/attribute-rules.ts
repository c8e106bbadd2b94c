/**
 * The product's attributes as the widget shows and sends them: the control each takes, which are
 * shown (tags, conditions, signed-in state, the store's hidden list), the shopper's choices, the
 * price with the chosen values' adjustments, and what is still missing before adding to the cart.
 */
import { calendarDate, calendarDateAtStart } from '../../../src/core/dates.ts';
import { toCents, fromCents } from '../../../src/core/money.ts';
import type { ProductAttribute, ProductDetails, Specification } from '../product-schemas.ts';
import { isReloadValue, readPrompt, valueLabel, type PromptTag } from './prompt-rules.ts';

export type AttributeKind =
  | 'select'
  | 'radio'
  | 'checkboxes'
  | 'readonly-checkboxes'
  | 'text'
  | 'textarea'
  /** One date from a date picker. */
  | 'date'
  /** Several dates (`[Multiple Dates]`, or a non-consecutive multi-day product). */
  | 'dates'
  /** A radio list whose values are dates (an event on fixed days). */
  | 'date-radio';

export interface ValueView {
  id: number;
  /** The name as the shopper reads it (the `[Reload]` marker removed). */
  label: string;
  priceAdjustment: number;
  preselected: boolean;
  reload: boolean;
  /** For a date radio: the value's date. */
  date: string | null;
  associatedTo: readonly number[];
}

export interface AttributeView {
  id: number;
  productAttributeId: number | null;
  name: string;
  /** The prompt without its tags, or the name when the prompt is only tags. */
  label: string;
  kind: AttributeKind;
  required: boolean;
  values: readonly ValueView[];
  tags: ReadonlySet<PromptTag>;
  lockAssignment: boolean;
  hasCondition: boolean;
  /** What the product already carries for this attribute (the store's selection or default). */
  preset: Choice | null;
}

export type Choice = { kind: 'values'; ids: readonly number[] } | { kind: 'text'; text: string } | { kind: 'dates'; dates: readonly string[] };
export type Selection = Readonly<Record<number, Choice>>;

const CONTROL_NAMES: Readonly<Record<number, string>> = {
  1: 'dropdownlist',
  2: 'radiolist',
  3: 'checkboxes',
  4: 'textbox',
  10: 'multilinetextbox',
  20: 'datepicker',
  50: 'readonlycheckboxes',
};

/**
 * A non-consecutive multi-day product (`IsNonConsecutiveMultiDay` with `NumberOfDays` above 1) sells
 * days that need not follow each other: its date picker takes up to `NumberOfDays` dates, sent as
 * `[Multiple Dates]` sends them.
 */
export const takesSeparateDays = (product: Pick<ProductDetails, 'IsNonConsecutiveMultiDay' | 'NumberOfDays'>): boolean =>
  product.IsNonConsecutiveMultiDay && product.NumberOfDays > 1;

/** The control an attribute takes, from its control type and its tags (`severalDates`: the product takes separate days). */
export function attributeKind(attribute: Pick<ProductAttribute, 'AttributeControlType' | 'Values'>, tags: ReadonlySet<PromptTag>, severalDates = false): AttributeKind {
  const raw = attribute.AttributeControlType;
  const control = (typeof raw === 'number' ? CONTROL_NAMES[raw] ?? '' : raw).replace(/[\s_-]/g, '').toLowerCase();
  if (tags.has('Multiple Dates')) return 'dates';
  if (control === 'radiolist' && attribute.Values.length > 0 && attribute.Values.every((value) => calendarDateAtStart(value.Name) !== null)) return 'date-radio';
  if (control === 'datepicker' || tags.has('Date') || tags.has('Pricing Calendar')) return attribute.Values.length > 0 && control !== 'datepicker' ? listKind(control) : severalDates ? 'dates' : 'date';
  return listKind(control);
}

function listKind(control: string): AttributeKind {
  switch (control) {
    case 'radiolist':
      return 'radio';
    case 'checkboxes':
      return 'checkboxes';
    case 'readonlycheckboxes':
      return 'readonly-checkboxes';
    case 'textbox':
      return 'text';
    case 'multilinetextbox':
      return 'textarea';
    case 'datepicker':
      return 'date';
    default:
      return 'select';
  }
}

export const isDateKind = (kind: AttributeKind) => kind === 'date' || kind === 'dates';
export const isListKind = (kind: AttributeKind) => kind === 'select' || kind === 'radio' || kind === 'checkboxes' || kind === 'readonly-checkboxes' || kind === 'date-radio';

function presetOf(attribute: ProductAttribute, kind: AttributeKind): Choice | null {
  if (isListKind(kind)) {
    const known = (id: number | null) => id !== null && attribute.Values.some((value) => value.Id === id);
    if (known(attribute.SelectedValueId)) return { kind: 'values', ids: [attribute.SelectedValueId as number] };
    const preselected = attribute.Values.filter((value) => value.IsPreSelected).map((value) => value.Id);
    if (preselected.length > 0) return { kind: 'values', ids: kind === 'checkboxes' || kind === 'readonly-checkboxes' ? preselected : preselected.slice(0, 1) };
    return null;
  }
  const given = (attribute.SelectedValue ?? attribute.DefaultValue ?? '').trim();
  if (given === '') return null;
  if (isDateKind(kind)) {
    const dates = given.split('|').map((part) => calendarDate(part.trim())).filter((date) => date !== null);
    return dates.length > 0 ? { kind: 'dates', dates: kind === 'date' ? dates.slice(0, 1) : dates } : null;
  }
  return { kind: 'text', text: given };
}

/** The widget's view of one attribute of the store's answer (`severalDates`: see `takesSeparateDays`). */
export function toAttributeView(attribute: ProductAttribute, severalDates = false): AttributeView {
  const prompt = readPrompt(attribute.TextPrompt || attribute.Name);
  const kind = attributeKind(attribute, prompt.tags, severalDates);
  return {
    id: attribute.Id,
    productAttributeId: attribute.ProductAttributeId,
    name: attribute.Name,
    label: prompt.text || readPrompt(attribute.Name).text || attribute.Name,
    kind,
    required: attribute.IsRequired && !prompt.tags.has('Add On'),
    values: attribute.Values.map((value) => ({
      id: value.Id,
      label: valueLabel(value.Name),
      priceAdjustment: value.PriceAdjustment,
      preselected: value.IsPreSelected,
      reload: isReloadValue(value.Name),
      date: kind === 'date-radio' ? calendarDateAtStart(value.Name) : null,
      associatedTo: value.AssociatedToProductAttributeValueIds,
    })),
    tags: prompt.tags,
    lockAssignment: prompt.lockAssignment,
    hasCondition: attribute.HasCondition || prompt.tags.has('Conditional'),
    preset: presetOf(attribute, kind),
  };
}

export interface VisibilityContext {
  signedIn: boolean;
  /** The attribute mapping ids the store's last answer enabled, or null before its first answer. */
  enabled: ReadonlySet<number> | null;
  disabled: ReadonlySet<number>;
  /** `CatalogSettings.HiddenAttributes`: attribute names never shown. */
  hiddenNames: readonly string[];
}

/** Conditional attributes exist only while the store's answer enables them. */
export function isActive(attribute: AttributeView, context: VisibilityContext): boolean {
  if (context.disabled.has(attribute.id)) return false;
  if (!attribute.hasCondition) return true;
  return context.enabled?.has(attribute.id) ?? false;
}

/**
 * Shown to the shopper: active, not `[Hidden]` nor in the store's hidden list, and
 * `[Hidden Signed In]` only to a signed-in shopper. An attribute that is active but not shown
 * still sends its preset value with the form.
 */
export function isShown(attribute: AttributeView, context: VisibilityContext): boolean {
  if (!isActive(attribute, context) || attribute.tags.has('Hidden')) return false;
  if (attribute.tags.has('Hidden Signed In') && !context.signedIn) return false;
  const name = attribute.name.trim().toLowerCase();
  return !context.hiddenNames.some((hidden) => hidden.trim().toLowerCase() === name);
}

/** A value of a list is offered unless it goes only with values that are not chosen. */
export function isValueOffered(value: ValueView, chosenValueIds: ReadonlySet<number>): boolean {
  return value.associatedTo.length === 0 || value.associatedTo.some((id) => chosenValueIds.has(id));
}

/** Every value id chosen in `selection`. */
export function chosenValueIds(selection: Selection): Set<number> {
  const ids = new Set<number>();
  for (const choice of Object.values(selection)) if (choice.kind === 'values') for (const id of choice.ids) ids.add(id);
  return ids;
}

/** A choice holds something. */
export function isFilled(choice: Choice | undefined): boolean {
  if (!choice) return false;
  if (choice.kind === 'values') return choice.ids.length > 0;
  if (choice.kind === 'dates') return choice.dates.length > 0;
  return choice.text.trim() !== '';
}

/** The chosen date(s) of a date attribute (a date radio's value date too). */
export function chosenDates(attribute: AttributeView, choice: Choice | undefined): string[] {
  if (!choice) return [];
  if (choice.kind === 'dates') return [...choice.dates];
  if (choice.kind === 'values' && attribute.kind === 'date-radio') {
    return choice.ids.map((id) => attribute.values.find((value) => value.id === id)?.date ?? null).filter((date) => date !== null);
  }
  return [];
}

/** The starting selection: each attribute's preset, or what an edit link carries for it. */
export function initialSelection(attributes: readonly AttributeView[], edit: ReadonlyMap<number, readonly string[]> = new Map()): Selection {
  const selection: Record<number, Choice> = {};
  for (const attribute of attributes) {
    const given = edit.get(attribute.id);
    const fromEdit = given ? choiceFromText(attribute, given) : null;
    const choice = fromEdit ?? attribute.preset;
    if (choice) selection[attribute.id] = choice;
  }
  return selection;
}

/** Reads the texts of a form or an edit link (`product_attribute_{id}` values) as a choice. */
export function choiceFromText(attribute: AttributeView, texts: readonly string[]): Choice | null {
  const parts = texts.flatMap((text) => text.split('|')).map((text) => text.trim()).filter((text) => text !== '');
  if (isListKind(attribute.kind)) {
    const ids = parts.map(Number).filter((id) => attribute.values.some((value) => value.id === id));
    return ids.length > 0 ? { kind: 'values', ids: attribute.kind === 'checkboxes' || attribute.kind === 'readonly-checkboxes' ? ids : ids.slice(0, 1) } : null;
  }
  if (isDateKind(attribute.kind)) {
    // A Start Date value may be `date|weekday`: only real dates count.
    const dates = parts.map((part) => calendarDateAtStart(part)).filter((date) => date !== null);
    return dates.length > 0 ? { kind: 'dates', dates: attribute.kind === 'date' ? dates.slice(0, 1) : [...new Set(dates)].sort() } : null;
  }
  return texts.length > 0 ? { kind: 'text', text: texts.join(' ').trim() } : null;
}

export interface PriceQuote {
  /** The unit price with the chosen values' adjustments. */
  amount: number;
  /** A `[Dynamic]` attribute is chosen: the store's answer sets the price. */
  dynamic: boolean;
}

/** The unit price: the product's price plus the adjustments of the chosen values of active attributes. */
export function unitPrice(base: number, attributes: readonly AttributeView[], selection: Selection, active: (attribute: AttributeView) => boolean): PriceQuote {
  let cents = toCents(base);
  let dynamic = false;
  for (const attribute of attributes) {
    const choice = selection[attribute.id];
    if (!active(attribute) || choice?.kind !== 'values') continue;
    if (attribute.tags.has('Dynamic') && choice.ids.length > 0) dynamic = true;
    for (const id of choice.ids) cents += toCents(attribute.values.find((value) => value.id === id)?.priceAdjustment ?? 0);
  }
  return { amount: fromCents(Math.max(0, cents)), dynamic };
}

/** Required attributes that are active, shown and still empty (add-ons never are required). */
export function missingChoices(attributes: readonly AttributeView[], selection: Selection, shown: (attribute: AttributeView) => boolean): AttributeView[] {
  return attributes.filter((attribute) => attribute.required && shown(attribute) && !isFilled(selection[attribute.id]));
}

const specValue = (specs: readonly Specification[], name: string) =>
  specs.find((spec) => spec.SpecificationAttributeName.trim().toLowerCase() === name.toLowerCase())?.ValueRaw ?? null;

/** A yes/no specification (`IsReservationProduct`, `IsRenewal`). */
export function specFlag(specs: readonly Specification[], name: string): boolean {
  const value = specValue(specs, name);
  return value === true || (typeof value === 'string' && /^(yes|true|1)$/i.test(value.trim())) || value === 1;
}

/** A number specification (`MaxReservations`, `[Cutoff Days]`), or null. */
export function specNumber(specs: readonly Specification[], name: string): number | null {
  const value = specValue(specs, name);
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : Number.NaN;
  return Number.isFinite(number) ? number : null;
}

/** A text specification (`[Cutoff Time]`), or null. */
export function specText(specs: readonly Specification[], name: string): string | null {
  const value = specValue(specs, name);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : typeof value === 'number' ? String(value) : null;
}

export interface ProductFlags {
  /** An attribute's prompt carries `[Assigned To]`: the product is for a group member. */
  hasAssignment: boolean;
  /** …with `lock true`: a member the product already carries cannot be changed. */
  lockAssignment: boolean;
  /** A value name carries the `[Reload]` marker. */
  hasReload: boolean;
  isRenewal: boolean;
  isReservation: boolean;
  maxReservations: number | null;
  /** Golf: date, time and holes attributes; priced per player with Due Online and Due At Course. */
  isGolf: boolean;
  cutoffTime: string | null;
  cutoffDays: number | null;
}

/** The product's derived flags, from its attributes and specifications. */
export function productFlags(product: ProductDetails, attributes: readonly AttributeView[]): ProductFlags {
  const specs = product.ProductSpecifications;
  const names = attributes.map((attribute) => attribute.name.trim().toLowerCase());
  return {
    hasAssignment: attributes.some((attribute) => attribute.tags.has('Assigned To')),
    lockAssignment: attributes.some((attribute) => attribute.lockAssignment),
    hasReload: attributes.some((attribute) => attribute.values.some((value) => value.reload)),
    isRenewal: product.IsRenewal || specFlag(specs, 'IsRenewal'),
    isReservation: product.IsReservationProduct || specFlag(specs, 'IsReservationProduct'),
    maxReservations: product.MaxReservations ?? specNumber(specs, 'MaxReservations'),
    isGolf: names.some((name) => name.includes('date')) && names.includes('time') && names.includes('holes'),
    cutoffTime: specText(specs, '[Cutoff Time]') ?? product.CutoffTime,
    cutoffDays: specNumber(specs, '[Cutoff Days]') ?? product.CutoffDays,
  };
}

export interface GolfPrice {
  perPlayer: number;
  dueOnline: number;
  dueAtCourse: number;
}

/**
 * Golf is priced per player: the reservation price is due online (all of it when there is none),
 * the rest at the course; both for the chosen number of players.
 */
export function golfPrice(perPlayer: number, reservationPrice: number | null, players: number): GolfPrice {
  const unit = toCents(perPlayer);
  const online = reservationPrice === null ? unit : Math.min(toCents(reservationPrice), unit);
  const count = Math.max(1, Math.floor(players));
  return { perPlayer: fromCents(unit), dueOnline: fromCents(online * count), dueAtCourse: fromCents((unit - online) * count) };
}
