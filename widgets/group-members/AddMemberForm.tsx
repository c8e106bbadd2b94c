import { useId, useRef, useState, type FormEvent } from 'react';
import type { ApiError } from '../../src/api/errors.ts';
import { DateField } from '../../src/ui/fields/DateField.tsx';
import { storeToday } from '../../src/stores/resort-today.ts';
import { EMPTY_PARTS, YEAR_SPAN, dateOfParts, type DateParts } from '../../src/ui/fields/date-parts.ts';
import { userMessage } from '../../src/ui/error-text.ts';
import { addMember } from './api.ts';
import { householdChanged } from './household-store.ts';
import type { MemberLabels } from './labels.ts';
import { addMemberFailure, newMemberProblems, type NewMemberProblems } from './member-rules.ts';

type Status = { step: 'idle' } | { step: 'processing' } | { step: 'error'; message: string; error: ApiError | null };

interface Props {
  labels: MemberLabels;
  /** The member was added: the panel goes back to Your Group with them focused. */
  onAdded: (contactId: number, name: string) => void;
}

/**
 * Add New Group Member: first name, last name and birthday (the date field: the last 100 years),
 * trimmed and checked before sending; idle, processing, then success (the form is cleared and the
 * panel moves on) or error, keeping what was typed.
 */
export function AddMemberForm({ labels, onAdded }: Props) {
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [birthday, setBirthday] = useState<DateParts>(EMPTY_PARTS);
  const [problems, setProblems] = useState<NewMemberProblems>({});
  const [status, setStatus] = useState<Status>({ step: 'idle' });
  const submit = useRef<HTMLButtonElement>(null);
  const firstRef = useRef<HTMLInputElement>(null);
  const lastRef = useRef<HTMLInputElement>(null);
  const dateRef = useRef<HTMLSelectElement>(null);
  const id = useId();

  const processing = status.step === 'processing';

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (processing) return;
    const values = { firstName, lastName, birthday: dateOfParts(birthday) };
    const found = newMemberProblems(values, storeToday());
    setProblems(found);
    if (found.firstName) return firstRef.current?.focus();
    if (found.lastName) return lastRef.current?.focus();
    if (found.birthday) return dateRef.current?.focus();
    // Focus stays on the button while the store answers.
    submit.current?.focus();
    setStatus({ step: 'processing' });
    const result = await addMember({ FirstName: firstName.trim(), LastName: lastName.trim(), DateOfBirth: values.birthday ?? '' });
    if (result.ok && !result.data.exists && result.data.ContactInfoId !== null) {
      householdChanged(result.data.Household, 'member-added', result.data.ContactInfoId);
      setFirstName('');
      setLastName('');
      setBirthday(EMPTY_PARTS);
      setStatus({ step: 'idle' });
      onAdded(result.data.ContactInfoId, `${firstName.trim()} ${lastName.trim()}`);
      return;
    }
    if (result.ok) {
      setStatus({ step: 'error', message: labels['members.addExists'], error: null });
      return;
    }
    const failure = addMemberFailure(result.error);
    setStatus(
      failure.kind === 'message'
        ? { step: 'error', message: failure.message, error: null }
        : { step: 'error', message: labels['members.addFailed'], error: failure.kind === 'failed' ? failure.error : null },
    );
  }

  const fieldError = (key: keyof NewMemberProblems, message: string) =>
    problems[key] ? (
      <p id={`${id}-${key}`} className="rw-field__error">
        {message}
      </p>
    ) : null;

  return (
    <form className="rw-members__form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className="rw-field">
        <label className="rw-label" htmlFor={`${id}-first`}>
          {labels['members.firstName']}
        </label>
        <input
          ref={firstRef}
          id={`${id}-first`}
          className="rw-input"
          autoComplete="off"
          maxLength={60}
          value={firstName}
          aria-invalid={problems.firstName ? true : undefined}
          aria-describedby={problems.firstName ? `${id}-firstName` : undefined}
          onChange={(event) => setFirstName(event.target.value)}
        />
        {fieldError('firstName', labels['members.firstNameRequired'])}
      </div>
      <div className="rw-field">
        <label className="rw-label" htmlFor={`${id}-last`}>
          {labels['members.lastName']}
        </label>
        <input
          ref={lastRef}
          id={`${id}-last`}
          className="rw-input"
          autoComplete="off"
          maxLength={60}
          value={lastName}
          aria-invalid={problems.lastName ? true : undefined}
          aria-describedby={problems.lastName ? `${id}-lastName` : undefined}
          onChange={(event) => setLastName(event.target.value)}
        />
        {fieldError('lastName', labels['members.lastNameRequired'])}
      </div>
      <div className="rw-field">
        <DateField
          label={labels['members.birthday']}
          value={birthday}
          onChange={setBirthday}
          years={YEAR_SPAN}
          required
          firstRef={dateRef}
          error={problems.birthday ? labels['members.birthdayRequired'] : null}
        />
      </div>
      {status.step === 'error' && (
        <div className="rw-alert" role="alert">
          <p>
            <strong>{status.message}</strong>
            {status.error && ` ${userMessage(status.error, labels)}`}
          </p>
        </div>
      )}
      <div className="rw-members__actions">
        <button ref={submit} type="submit" className="rw-button" aria-disabled={processing || undefined}>
          {processing ? labels['members.adding'] : labels['members.add']}
        </button>
      </div>
    </form>
  );
}
