/**
 * The input layer lives in `input.ts`; these names are kept for code that imports them from here.
 */
export { couponCodeParam, datePartField, firstMessage, idParam, isoDateField, quantityField } from './input.ts';
