import { useRef, useState } from 'react';
import type { Member } from '../../src/api/household-schemas.ts';
import { formatLabel } from '../../src/core/labels.ts';
import { Modal } from '../../src/ui/Modal.tsx';
import { Spinner } from '../../src/ui/Spinner.tsx';
import { DateField } from '../../src/ui/fields/DateField.tsx';
import { storeToday } from '../../src/stores/resort-today.ts';
import { EMPTY_PARTS, dateOfParts, type DateParts } from '../../src/ui/fields/date-parts.ts';
import { isValidBirthdate } from '../../src/core/birthdates.ts';
import { addBirthdate } from './api.ts';
import { memberChanged } from './household-store.ts';
import type { MemberLabels } from './labels.ts';
import { displayName } from './member-rules.ts';

interface Props {
  member: Member | null;
  labels: MemberLabels;
  onClose: () => void;
  /** The outcome, for the toast: `birthday has been set` or `{name} birthday update failed`. */
  onDone: (ok: boolean, member: Member) => void;
}

/** Add BirthDate: a valid birthday, then a loader while the store saves it. */
export function BirthdateDialog({ member, labels, onClose, onDone }: Props) {
  const [parts, setParts] = useState<DateParts>(EMPTY_PARTS);
  const [invalid, setInvalid] = useState(false);
  const [saving, setSaving] = useState(false);
  const save = useRef<HTMLButtonElement>(null);
  const first = useRef<HTMLSelectElement>(null);

  const close = () => {
    if (saving) return;
    setParts(EMPTY_PARTS);
    setInvalid(false);
    onClose();
  };

  async function submit() {
    if (!member || saving) return;
    const date = dateOfParts(parts);
    if (!isValidBirthdate(date, storeToday())) {
      setInvalid(true);
      first.current?.focus();
      return;
    }
    setInvalid(false);
    setSaving(true);
    save.current?.focus();
    const result = await addBirthdate(member.ContactInfoId, date ?? '');
    setSaving(false);
    if (result.ok) {
      memberChanged(member.ContactInfoId, { DateOfBirth: result.data.DateOfBirth, AgeDescription: result.data.AgeDescription }, 'birthdate-set');
      setParts(EMPTY_PARTS);
      onDone(true, member);
      onClose();
      return;
    }
    // What was chosen stays, to try again.
    onDone(false, member);
  }

  return (
    <Modal
      open={member !== null}
      title={member ? formatLabel(labels['members.birthdateTitle'], { name: displayName(member) }) : ''}
      closeLabel={labels['common.close']}
      onClose={close}
      className="rw-members__dialog"
      actions={
        <>
          <button type="button" className="rw-button rw-button--secondary" onClick={close} aria-disabled={saving || undefined}>
            {labels['common.cancel']}
          </button>
          <button ref={save} type="button" className="rw-button" onClick={() => void submit()} aria-disabled={saving || undefined}>
            {saving ? labels['members.saving'] : labels['members.save']}
          </button>
        </>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DateField label={labels['members.birthday']} value={parts} onChange={setParts} required firstRef={first} error={invalid ? labels['members.birthdayRequired'] : null} />
        {saving && <Spinner label={labels['members.saving']} />}
      </form>
    </Modal>
  );
}
