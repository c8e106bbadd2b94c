// @vitest-environment node
import { subscriptionTypeSchema } from '../subscriptions-schemas.ts';
import { draftOf, newTypeDraft, toSave } from './type-form.ts';

describe('the subscription type form', () => {
  it('starts a new type with frequency 1 and effective date type 1, not deleted', () => {
    expect(toSave(newTypeDraft())).toEqual({
      Name: '',
      SubscriptionFrequencyId: '1',
      CancelHotlistCode: '',
      FreezeHotlistCode: '',
      EffectiveDateTypeId: '1',
      RetryDays: '',
      Amount: '',
      IsDeleted: false,
    });
  });

  it('sends the fields as typed, trimmed, and the Id on update', () => {
    const type = subscriptionTypeSchema.parse({ Id: 7, Name: 'Ski Club', SubscriptionFrequencyId: 2, CancelHotlistCode: 12, FreezeHotlistCode: null, EffectiveDateTypeId: 1, RetryDays: 3, Amount: 49 });
    const draft = draftOf(type);
    expect(draft).toMatchObject({ Name: 'Ski Club', SubscriptionFrequencyId: '2', CancelHotlistCode: '12', FreezeHotlistCode: '', Amount: '49.00' });
    expect(toSave({ ...draft, Name: '  Ski Club Plus ', Amount: ' 4x ' }, 7)).toMatchObject({ Id: 7, Name: 'Ski Club Plus', Amount: '4x', IsDeleted: false });
  });
});
