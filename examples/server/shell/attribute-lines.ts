/**
 * A cart or order line's attributes as the store's pages write them: `Name: value`, a date written
 * in the page's language (`Date de début : 19 déc. 2026`), never the raw value the data keeps
 * (`2026-12-19|Saturday`). The reading is the cart widget's own (`parseAttributeInfo`).
 */
import { attributeValueText, parseAttributeInfo, type AttributeLine } from '../../../widgets/cart/cart-rules.ts';
import type { StoreLocale } from './store-locale.ts';

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
/** `AttributeInfo` is escaped text: its entities read back as the characters they stand for (the page escapes again). */
const unescaped = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (_whole, name: string) => ENTITIES[name] ?? '');

export function attributeLineText(i18n: StoreLocale, line: AttributeLine): string {
  const value = unescaped(attributeValueText(line, i18n.date, i18n.language));
  return line.name === '' ? value : i18n.t('attribute.line', { name: unescaped(line.name), value });
}

/** Each line of an `AttributeInfo` (`Name: value` lines joined with `<br />`), as text. */
export function attributeLinesText(i18n: StoreLocale, info: string): string[] {
  return parseAttributeInfo(info).map((line) => attributeLineText(i18n, line));
}
