/**
 * The subscription type modals' fields as plain rules: a new type's defaults, a stored type as the
 * form shows it, and the form as the store is sent it. Every field is free text (the spec keeps no
 * client checks here): the store checks them and its message is what the admin reads.
 */
import { decimalText } from '../../../src/core/money.ts';
import type { SubscriptionType, SubscriptionTypeSave } from '../subscriptions-schemas.ts';

export interface TypeDraft {
  Name: string;
  SubscriptionFrequencyId: string;
  CancelHotlistCode: string;
  FreezeHotlistCode: string;
  EffectiveDateTypeId: string;
  RetryDays: string;
  Amount: string;
}

export const TYPE_FIELDS = ['Name', 'SubscriptionFrequencyId', 'CancelHotlistCode', 'FreezeHotlistCode', 'EffectiveDateTypeId', 'RetryDays', 'Amount'] as const satisfies readonly (keyof TypeDraft)[];

/** A new type starts with frequency 1, effective date type 1 (and is not deleted). */
export const newTypeDraft = (): TypeDraft => ({
  Name: '',
  SubscriptionFrequencyId: '1',
  CancelHotlistCode: '',
  FreezeHotlistCode: '',
  EffectiveDateTypeId: '1',
  RetryDays: '',
  Amount: '',
});

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

export function draftOf(type: SubscriptionType): TypeDraft {
  return {
    Name: type.Name,
    SubscriptionFrequencyId: text(type.SubscriptionFrequencyId),
    CancelHotlistCode: text(type.CancelHotlistCode),
    FreezeHotlistCode: text(type.FreezeHotlistCode),
    EffectiveDateTypeId: text(type.EffectiveDateTypeId),
    RetryDays: text(type.RetryDays),
    Amount: decimalText(type.Amount),
  };
}

/** What is sent: the fields as typed, with the spaces around them trimmed; an update adds the Id. */
export function toSave(draft: TypeDraft, id?: number): SubscriptionTypeSave {
  return {
    ...(id === undefined ? {} : { Id: id }),
    Name: draft.Name.trim(),
    SubscriptionFrequencyId: draft.SubscriptionFrequencyId.trim(),
    CancelHotlistCode: draft.CancelHotlistCode.trim(),
    FreezeHotlistCode: draft.FreezeHotlistCode.trim(),
    EffectiveDateTypeId: draft.EffectiveDateTypeId.trim(),
    RetryDays: draft.RetryDays.trim(),
    Amount: draft.Amount.trim(),
    IsDeleted: false,
  };
}
