/**
 * Reads a product's form (`product_attribute_{id}`, its `_day`/`_month`/`_year` parts,
 * `rental_start_date_{id}`) into the selections a cart item stores. The add-to-cart call reads it
 * strictly (a required attribute left empty is refused); the attribute-change call leniently (the
 * shopper is still choosing).
 *
 * An attribute shown only while another attribute has a given value (`[Conditional]`) is read only
 * then; `[ReadOnly]` and read-only checkboxes keep their preset values; a `[Hidden]` one sends its
 * default.
 */
import { english, say, sayNumber } from '../text/store-text.ts';
import type { StoredSelection } from '../catalog/selections.ts';
import type { CatalogAttribute, CatalogProduct } from '../catalog/catalog.ts';
import { fromParts, parseIsoDate } from '../platform/dates.ts';
import { badRequest } from '../platform/http-error.ts';
import type { FormFields } from '../platform/request-body.ts';
import { datePartField, idParam } from '../platform/validation.ts';
import { isMultipleDates, multiDay, tagsOf } from '../catalog/product-rules.ts';
import { addDays } from '../../../src/core/dates.ts';

const ATTRIBUTE_FIELD = /^(?:product_attribute_(\d{1,10})(?:_(?:day|month|year))?|rental_start_date_(\d{1,10}))$/;
/** A rental chosen day by day covers a month at most. */
export const MAX_DATES = 31;
const MAX_TEXT = 400;

export const PRODUCT_FORM_MESSAGES = {
  unknownAttribute: english('msg.common.unknownAttribute'),
  invalidDate: (name: string) => say('msg.productForm.invalidDate', { name }),
  tooManyDates: (name: string, max: number) => say('msg.productForm.tooManyDates', { name, max: sayNumber(max) }),
  invalidChoice: (name: string) => say('msg.productForm.invalidChoice', { name }),
  readOnly: (name: string) => say('msg.productForm.readOnly', { name }),
  textTooLong: (name: string) => say('msg.productForm.textTooLong', { name, max: sayNumber(MAX_TEXT) }),
  missingDate: (name: string) => say('msg.productForm.missingDate', { name }),
  missingChoice: (name: string) => say('msg.productForm.missingChoice', { name }),
  missingText: (name: string) => say('msg.productForm.missingText', { name }),
} as const;

export const isListControl = (attribute: CatalogAttribute) => !['TextBox', 'MultilineTextbox', 'Datepicker'].includes(attribute.controlType);
/**
 * The most dates such a picker takes: a non-consecutive product's `NumberOfDays` ("up to": any
 * number from 1 to it may be bought), else a month of rental days.
 */
export function maxDates(product: Pick<CatalogProduct, 'specifications'>): number {
  const { days, separate } = multiDay(product);
  return separate ? Math.min(days, MAX_DATES) : MAX_DATES;
}

function readDates(product: CatalogProduct, attribute: CatalogAttribute, fields: FormFields): string[] {
  const many = fields.get(`rental_start_date_${attribute.id}`)?.trim() ?? '';
  if (many !== '' && isMultipleDates(product, attribute)) {
    const parts = many.split('|').map((part) => part.trim());
    const max = maxDates(product);
    if (parts.length > MAX_DATES) throw badRequest(PRODUCT_FORM_MESSAGES.tooManyDates(attribute.name, max));
    const dates = parts.map((part) => parseIsoDate(part));
    if (dates.some((date) => date === null)) throw badRequest(PRODUCT_FORM_MESSAGES.invalidDate(attribute.name));
    const unique = [...new Set(dates as string[])].sort();
    if (unique.length > max) throw badRequest(PRODUCT_FORM_MESSAGES.tooManyDates(attribute.name, max));
    return unique;
  }
  const base = `product_attribute_${attribute.id}`;
  const whole = fields.get(base)?.trim() ?? '';
  if (whole !== '') {
    const date = parseIsoDate(whole);
    if (date === null) throw badRequest(PRODUCT_FORM_MESSAGES.invalidDate(attribute.name));
    return [date];
  }
  const parts = (['year', 'month', 'day'] as const).map((part) => fields.get(`${base}_${part}`)?.trim() ?? '');
  if (parts.every((part) => part === '')) return [];
  const [year, month, day] = parts.map((part) => {
    const parsed = datePartField.safeParse(part);
    return parsed.success ? parsed.data : Number.NaN;
  });
  const date = fromParts(year ?? Number.NaN, month ?? Number.NaN, day ?? Number.NaN);
  if (date === null) throw badRequest(PRODUCT_FORM_MESSAGES.invalidDate(attribute.name));
  return [date];
}

function presetValueIds(attribute: CatalogAttribute): number[] {
  const preselected = attribute.values.filter((value) => value.isPreSelected).map((value) => value.id);
  return attribute.controlType === 'Checkboxes' || attribute.controlType === 'ReadonlyCheckboxes' ? preselected : preselected.slice(0, 1);
}

function readValueIds(attribute: CatalogAttribute, fields: FormFields): number[] {
  const raw = fields.get(`product_attribute_${attribute.id}`)?.trim() ?? '';
  const fixed = attribute.controlType === 'ReadonlyCheckboxes' || tagsOf(attribute).has('ReadOnly');
  if (raw === '' || raw === '0') return presetValueIds(attribute);
  const parts = raw.split(',');
  if (parts.length > 1 && attribute.controlType !== 'Checkboxes') throw badRequest(PRODUCT_FORM_MESSAGES.invalidChoice(attribute.name));
  const ids = parts.map((part) => {
    const parsed = idParam.safeParse(part.trim());
    if (!parsed.success || !attribute.values.some((value) => value.id === parsed.data)) throw badRequest(PRODUCT_FORM_MESSAGES.invalidChoice(attribute.name));
    return parsed.data;
  });
  const unique = [...new Set(ids)];
  if (fixed && unique.join(',') !== presetValueIds(attribute).join(',')) throw badRequest(PRODUCT_FORM_MESSAGES.readOnly(attribute.name));
  return unique;
}

function readText(attribute: CatalogAttribute, fields: FormFields): string {
  const text = (fields.get(`product_attribute_${attribute.id}`) ?? attribute.defaultValue).trim();
  if (text.length > MAX_TEXT) throw badRequest(PRODUCT_FORM_MESSAGES.textTooLong(attribute.name));
  // Control characters never get this far: the input guard refuses them for every request.
  return text;
}

/** The attributes whose condition holds for the chosen values (the others are not part of the choice). */
export function activeAttributes(product: CatalogProduct, chosenValueIds: ReadonlySet<number>): CatalogAttribute[] {
  return product.attributes.filter((attribute) => attribute.conditionValueId === null || chosenValueIds.has(attribute.conditionValueId));
}

export interface ProductForm {
  selections: StoredSelection[];
  /** Attribute ids enabled and disabled by their conditions. */
  enabledIds: number[];
  disabledIds: number[];
}

/** Reads the product's attributes from `fields`; `strict` refuses required attributes left empty. */
export function readProductForm(product: CatalogProduct, fields: FormFields, strict: boolean): ProductForm {
  for (const key of fields.keys()) {
    if (!key.startsWith('product_attribute_') && !key.startsWith('rental_start_date_')) continue;
    const match = ATTRIBUTE_FIELD.exec(key);
    const id = match?.[1] ?? match?.[2];
    if (!id || !product.attributes.some((attribute) => String(attribute.id) === id)) throw badRequest(PRODUCT_FORM_MESSAGES.unknownAttribute);
  }
  // Conditions depend on list values only, so lists are read first.
  const chosen = new Map<number, number[]>();
  for (const attribute of product.attributes) if (isListControl(attribute)) chosen.set(attribute.id, readValueIds(attribute, fields));
  const chosenIds = new Set([...chosen.values()].flat());
  const active = activeAttributes(product, chosenIds);
  const selections: StoredSelection[] = [];
  for (const attribute of active) {
    if (isListControl(attribute)) {
      const ids = chosen.get(attribute.id) ?? [];
      if (ids.length === 0 && strict && attribute.isRequired) throw badRequest(PRODUCT_FORM_MESSAGES.missingChoice(attribute.name));
      for (const valueId of ids) selections.push({ attributeId: attribute.id, valueId, date: null });
    } else if (attribute.controlType === 'Datepicker') {
      const dates = readDates(product, attribute, fields);
      if (dates.length === 0) {
        if (strict && attribute.isRequired) throw badRequest(PRODUCT_FORM_MESSAGES.missingDate(attribute.name));
        continue;
      }
      selections.push({ attributeId: attribute.id, valueId: null, date: dates[0] as string, ...(isMultipleDates(product, attribute) ? { dates } : {}) });
    } else {
      const text = readText(attribute, fields);
      if (text === '') {
        if (strict && attribute.isRequired) throw badRequest(PRODUCT_FORM_MESSAGES.missingText(attribute.name));
        continue;
      }
      selections.push({ attributeId: attribute.id, valueId: null, date: null, text });
    }
  }
  const conditional = product.attributes.filter((attribute) => attribute.conditionValueId !== null);
  return {
    selections,
    enabledIds: conditional.filter((attribute) => active.includes(attribute)).map((attribute) => attribute.id),
    disabledIds: conditional.filter((attribute) => !active.includes(attribute)).map((attribute) => attribute.id),
  };
}

/** The dates a selection books: a date attribute's dates, or a date radio's value name. */
export function bookedDates(product: CatalogProduct, selections: readonly StoredSelection[]): string[] {
  const dates = new Set<string>();
  // A consecutive multi-day product's one chosen date starts its `NumberOfDays` days.
  const multi = multiDay(product);
  const days = multi.consecutive ? multi.days : 1;
  for (const selection of selections) {
    for (const date of selection.dates ?? (selection.date ? [selection.date] : [])) for (let day = 0; day < days; day += 1) dates.add(addDays(date, day));
    if (selection.valueId !== null) {
      const attribute = product.attributes.find((candidate) => candidate.id === selection.attributeId);
      const value = attribute?.controlType === 'RadioList' ? attribute.values.find((candidate) => candidate.id === selection.valueId) : undefined;
      const date = value ? parseIsoDate(value.name.slice(0, 10)) : null;
      if (date) dates.add(date);
    }
  }
  return [...dates].sort();
}
