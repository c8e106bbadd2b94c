import { useId, useState, type FormEvent } from 'react';
import { AlertDialog } from '../../../src/ui/AlertDialog.tsx';
import { Modal } from '../../../src/ui/Modal.tsx';
import { useDiscardQuestion } from '../../../src/ui/use-discard-question.tsx';
import type { SubscriptionType } from '../subscriptions-schemas.ts';
import type { SubscriptionsLabels } from '../labels.ts';
import * as subscriptionsApi from '../api.ts';
import { draftOf, newTypeDraft, toSave, TYPE_FIELDS, type TypeDraft } from './type-form.ts';

interface Props {
  open: boolean;
  /** `null`: CREATE SUBSCRIPTION; a type: UPDATE SUBSCRIPTION with its fields. */
  type: SubscriptionType | null;
  labels: SubscriptionsLabels;
  onClose: () => void;
  /** The store saved it: the list reloads and the modal closes. */
  onSaved: (type: SubscriptionType) => void;
}

const FIELD_LABELS: Record<keyof TypeDraft, keyof SubscriptionsLabels> = {
  Name: 'types.fieldName',
  SubscriptionFrequencyId: 'types.fieldFrequency',
  CancelHotlistCode: 'types.fieldCancelHotlist',
  FreezeHotlistCode: 'types.fieldFreezeHotlist',
  EffectiveDateTypeId: 'types.fieldEffectiveDateType',
  RetryDays: 'types.fieldRetryDays',
  Amount: 'types.fieldAmount',
};

/**
 * The create and update modals: every field free text, Save and Cancel. While saving, the focus
 * stays on Save (`Saving…`); a refusal is shown in an alert with the store's message, and the
 * modal stays open with what was typed.
 */
export function TypeModal({ open, type, labels, onClose, onSaved }: Props) {
  const formId = useId();
  const [draft, setDraft] = useState<TypeDraft>(() => (type ? draftOf(type) : newTypeDraft()));
  // Each opening starts from the type (or the defaults): the modal stays mounted so that, closed,
  // it gives the focus back to what opened it.
  const [openedFor, setOpenedFor] = useState<{ open: boolean; type: SubscriptionType | null }>({ open, type });
  if (openedFor.open !== open || openedFor.type !== type) {
    setOpenedFor({ open, type });
    if (open) setDraft(type ? draftOf(type) : newTypeDraft());
  }
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Escape or the × after typing asks before throwing the type away.
  const question = useDiscardQuestion(open, () => !saving && onClose());

  async function save(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    const result = type ? await subscriptionsApi.updateType(toSave(draft, type.Id)) : await subscriptionsApi.createType(toSave(draft));
    setSaving(false);
    if (result.ok) onSaved(result.data);
    else setFailure(subscriptionsApi.failureText(result.error, labels));
  }

  return (
    <>
      <Modal
        open={open}
        title={type ? labels['types.updateTitle'] : labels['types.createTitle']}
        onClose={question.requestClose}
        dialogRef={question.dialogRef}
        closeLabel={labels['common.close']}
        className="rw-sub__modal"
        actions={
          <>
            <button type="button" className="rw-button rw-button--secondary" onClick={onClose} disabled={saving}>
              {labels['common.cancel']}
            </button>
            <button type="submit" form={formId} className="rw-button" aria-disabled={saving || undefined}>
              {saving ? labels['common.saving'] : labels['common.save']}
            </button>
          </>
        }
      >
        {question.question}
        <form id={formId} className="rw-sub__type-form" onSubmit={(event) => void save(event)} noValidate>
          {TYPE_FIELDS.map((field, index) => (
            <label key={field} className="rw-sub__field">
              <span className="rw-label">{labels[FIELD_LABELS[field]]}</span>
              <input
                className="rw-input"
                autoComplete="off"
                maxLength={200}
                // The modal opens on its first field, not on its close button.
                data-autofocus={index === 0 || undefined}
                value={draft[field]}
                onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
              />
            </label>
          ))}
        </form>
      </Modal>
      <AlertDialog open={failure !== null} title={labels['types.saveFailedTitle']} message={failure ?? ''} closeLabel={labels['common.ok']} onClose={() => setFailure(null)} />
    </>
  );
}
