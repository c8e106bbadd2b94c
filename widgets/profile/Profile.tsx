import { useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { ApiError } from '../../src/api/errors.ts';
import { BUS_SOURCE, emit } from '../../src/events/bus.ts';
import { $user } from '../../src/stores/user.ts';
import { storeToday } from '../../src/stores/resort-today.ts';
import { busyButton } from '../../src/ui/busy-button.ts';
import { userMessage } from '../../src/ui/error-text.ts';
import { CountrySelect } from '../../src/ui/fields/CountrySelect.tsx';
import { DateField } from '../../src/ui/fields/DateField.tsx';
import { PhoneField, type PhoneDraft } from '../../src/ui/fields/PhoneField.tsx';
import { StateField } from '../../src/ui/fields/StateField.tsx';
import { YEAR_SPAN, dateOfParts, partsOf, type DateParts } from '../../src/ui/fields/date-parts.ts';
import { useLabels } from '../../src/ui/use-labels.ts';
import { useLocale } from '../../src/ui/use-locale.ts';
import { countLabel } from '../../src/core/labels.ts';
import { changeUsername, saveProfile } from './api.ts';
import { profileLabels, type ProfileLabels } from './labels.ts';
import { PROFILE_LIMITS, emailChanged, nextRegion, profileProblems, type ProfileMessage, type ProfileProblem, type ProfileProblems } from './profile-rules.ts';
import { profileSchema, type Profile as SavedProfile } from './profile-schemas.ts';

export interface ProfileProps {
  /** The profile on file, as the host page renders it into the `profile` attribute. */
  profile?: unknown;
  host?: HTMLElement | undefined;
}

/** The label each problem is shown with (the host may reword any). */
const PROBLEM_LABEL: Record<Exclude<ProfileMessage, 'country' | 'state' | 'emailTaken'>, keyof ProfileLabels> = {
  firstName: 'profile.firstNameRequired',
  lastName: 'profile.lastNameRequired',
  email: 'profile.emailInvalid',
  phone: 'profile.phoneInvalid',
  birthday: 'profile.birthdayRequired',
  nameTooLong: 'profile.nameTooLong',
  streetTooLong: 'profile.streetTooLong',
  cityTooLong: 'profile.cityTooLong',
  zipTooLong: 'profile.zipTooLong',
};

const EMPTY_PROFILE: SavedProfile = profileSchema.parse({});

type Status =
  | { step: 'idle' }
  | { step: 'saving' }
  | { step: 'saved' }
  // The title's label key, worded when drawn: a language switched meanwhile rewords it.
  | { step: 'error'; title: 'profile.emailFailed' | 'profile.saveFailed'; error: ApiError };

/** The starting values: the attribute's profile, or an empty one (said once) when it cannot be read. */
function startingProfile(raw: unknown): { profile: SavedProfile; unreadable: boolean } {
  if (raw === undefined || raw === null) return { profile: EMPTY_PROFILE, unreadable: false };
  const parsed = profileSchema.safeParse(raw);
  if (parsed.success) return { profile: parsed.data, unreadable: false };
  console.warn('resort-profile: the "profile" attribute is not a profile; the form starts empty.', parsed.error.issues);
  return { profile: EMPTY_PROFILE, unreadable: true };
}

/** `<resort-profile>`: My Account's profile form. */
export function Profile({ profile, host }: ProfileProps) {
  const labels = useLabels(profileLabels);
  const user = useStore($user);
  // The attribute gives the values to start from; what the customer types is never replaced.
  const [start] = useState(() => startingProfile(profile));
  if (!user.signedIn) return <p className="rw-profile__note">{labels['profile.signedOut']}</p>;
  return <ProfileForm start={start.profile} unreadable={start.unreadable} host={host} labels={labels} />;
}

interface FormProps {
  start: SavedProfile;
  unreadable: boolean;
  host: HTMLElement | undefined;
  labels: ProfileLabels;
}

function ProfileForm({ start, unreadable, host, labels }: FormProps) {
  const id = useId();
  const [saved, setSaved] = useState(start);
  const [firstName, setFirstName] = useState(start.FirstName);
  const [lastName, setLastName] = useState(start.LastName);
  const [email, setEmail] = useState(start.Email);
  const [phone, setPhone] = useState<PhoneDraft | null>(null);
  const [birthday, setBirthday] = useState<DateParts>(() => partsOf(start.DateOfBirth));
  const [street, setStreet] = useState(start.StreetAddress);
  const [street2, setStreet2] = useState(start.StreetAddress2);
  const [city, setCity] = useState(start.City);
  const [zip, setZip] = useState(start.ZipPostalCode);
  const [country, setCountry] = useState(start.CountryCode);
  const [state, setState] = useState(start.StateProvince);
  const [problems, setProblems] = useState<ProfileProblems>({});
  const [submitted, setSubmitted] = useState(false);
  const [status, setStatus] = useState<Status>({ step: 'idle' });
  const form = useRef<HTMLFormElement>(null);
  const birthdayRef = useRef<HTMLSelectElement>(null);
  const submit = useRef<HTMLButtonElement>(null);
  const saving = status.step === 'saving';

  const { locale } = useLocale();
  const phoneLabels = useMemo(
    () => ({
      label: labels['profile.phone'],
      invalid: labels['profile.phoneInvalid'],
      loadError: labels['profile.phoneLoadError'],
      retry: labels['common.retry'],
      countryButton: labels['profile.countryButton'],
      countryList: labels['profile.countryList'],
      noCountry: labels['profile.noCountry'],
      countrySearch: labels['profile.countrySearch'],
      clearSearch: labels['profile.clearSearch'],
      close: labels['common.close'],
      noResults: labels['profile.noResults'],
      results: (count: number) => countLabel(labels, 'profile.results', count, locale),
    }),
    [labels, locale],
  );

  /** The phone as it is to be stored: the field's reading once it has one, else what is on file. */
  const phoneValue = (reading: PhoneDraft | null): string | null => (reading === null ? saved.Phone : reading.raw.trim() === '' ? '' : reading.stored);

  const edited = () => setStatus((current) => (current.step === 'saved' ? { step: 'idle' } : current));

  /**
   * The phone field's latest reading, and whether a Save waits for it: refs, as the reading can come
   * between a click and the render that follows it.
   */
  const latestPhone = useRef<PhoneDraft | null>(null);
  const phoneAwaited = useRef(false);
  /** Save was asked for while the phone field was still checking what was typed (the button shows it). */
  const [awaitingPhone, setAwaitingPhone] = useState(false);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving || phoneAwaited.current) return;
    // The phone's validation utils load when the shopper reaches the field: a quick Save waits for their verdict.
    const reading = latestPhone.current;
    if (reading?.pending) {
      phoneAwaited.current = true;
      setAwaitingPhone(true);
    } else void save(reading);
  }

  function phoneRead(draft: PhoneDraft) {
    latestPhone.current = draft;
    setPhone(draft);
    edited();
    if (phoneAwaited.current && !draft.pending) {
      phoneAwaited.current = false;
      setAwaitingPhone(false);
      void save(draft);
    }
  }

  async function save(phoneDraft: PhoneDraft | null) {
    setSubmitted(true);
    const draft = { firstName, lastName, email, phone: phoneValue(phoneDraft), birthday: dateOfParts(birthday), street, street2, city, zip };
    const found = profileProblems(draft, storeToday());
    setProblems(found);
    const first = (Object.keys(found) as ProfileProblem[])[0];
    if (first) {
      // The first field with a problem takes the focus; the phone field may live in the host's light DOM.
      if (first === 'phone') (host ?? form.current)?.querySelector<HTMLInputElement>('input[type="tel"]')?.focus();
      else if (first === 'birthday') birthdayRef.current?.focus();
      else form.current?.querySelector<HTMLInputElement>(`[id="${id}-${first}"]`)?.focus();
      setStatus({ step: 'idle' });
      return;
    }
    // Focus stays on the button while the store answers.
    submit.current?.focus();
    setStatus({ step: 'saving' });

    let login = saved.Email;
    if (emailChanged(saved.Email, email)) {
      const changed = await changeUsername(email.trim());
      if (!changed.ok) {
        setStatus({ step: 'error', title: 'profile.emailFailed', error: changed.error });
        return;
      }
      login = changed.data.UserName;
      setSaved((current) => ({ ...current, Email: login }));
    }

    const result = await saveProfile({
      FirstName: firstName.trim(),
      LastName: lastName.trim(),
      Phone: draft.phone ?? '',
      DateOfBirth: draft.birthday ?? '',
      StreetAddress: street.trim(),
      StreetAddress2: street2.trim(),
      City: city.trim(),
      ZipPostalCode: zip.trim(),
      CountryCode: country,
      StateProvince: state.trim(),
    });
    if (!result.ok) {
      setStatus({ step: 'error', title: 'profile.saveFailed', error: result.error });
      return;
    }
    const answer = { ...result.data, Email: result.data.Email || login };
    setSaved(answer);
    setEmail(answer.Email);
    setStatus({ step: 'saved' });
    emit('resort:profile:saved', { profile: answer, source: BUS_SOURCE });
  }

  const problem = (key: ProfileProblem) => {
    const message = problems[key];
    return message && message in PROBLEM_LABEL ? labels[PROBLEM_LABEL[message as keyof typeof PROBLEM_LABEL]] : null;
  };
  const text = (key: 'firstName' | 'lastName' | 'email' | 'street' | 'street2' | 'city' | 'zip', label: string, value: string, onChange: (value: string) => void, options: { max: number; autoComplete: string; type?: string; hint?: string; required?: boolean }) => (
    <TextField
      id={`${id}-${key}`}
      label={label}
      value={value}
      type={options.type ?? 'text'}
      autoComplete={options.autoComplete}
      maxLength={options.max}
      required={options.required ?? false}
      hint={options.hint}
      error={problem(key)}
      onChange={(next) => {
        onChange(next);
        edited();
      }}
    />
  );

  return (
    <form ref={form} className="rw-profile" aria-label={labels['profile.form']} onSubmit={(event) => void onSubmit(event)} noValidate>
      {unreadable && <p className="rw-profile__note">{labels['profile.unreadable']}</p>}
      <div className="rw-profile__row">
        {text('firstName', labels['profile.firstName'], firstName, setFirstName, { max: PROFILE_LIMITS.name, autoComplete: 'given-name', required: true })}
        {text('lastName', labels['profile.lastName'], lastName, setLastName, { max: PROFILE_LIMITS.name, autoComplete: 'family-name', required: true })}
      </div>
      {text('email', labels['profile.email'], email, setEmail, { max: PROFILE_LIMITS.email, autoComplete: 'email', type: 'email', hint: labels['profile.emailHint'], required: true })}
      <div className="rw-field">
        <PhoneField
          host={host}
          saved={saved.Phone}
          draft={phone}
          name="Phone"
          required={false}
          showError={submitted}
          loadOnUse
          widget="resort-profile"
          disabled={saving}
          labels={phoneLabels}
          onChange={phoneRead}
        />
      </div>
      <div className="rw-field">
        <DateField
          label={labels['profile.birthday']}
          value={birthday}
          onChange={(parts) => {
            setBirthday(parts);
            edited();
          }}
          years={YEAR_SPAN}
          required
          firstRef={birthdayRef}
          error={problem('birthday')}
        />
      </div>
      <fieldset className="rw-profile__address">
        <legend className="rw-label">{labels['profile.address']}</legend>
        {text('street', labels['profile.street'], street, setStreet, { max: PROFILE_LIMITS.street, autoComplete: 'address-line1' })}
        {text('street2', labels['profile.street2'], street2, setStreet2, { max: PROFILE_LIMITS.street, autoComplete: 'address-line2' })}
        <div className="rw-profile__row">
          {text('city', labels['profile.city'], city, setCity, { max: PROFILE_LIMITS.city, autoComplete: 'address-level2' })}
          {text('zip', labels['profile.zip'], zip, setZip, { max: PROFILE_LIMITS.zip, autoComplete: 'postal-code' })}
        </div>
        <div className="rw-profile__row">
          <div className="rw-field">
            <CountrySelect
              label={labels['profile.country']}
              value={country}
              onChange={(code) => {
                setCountry(code);
                setState((current) => nextRegion(country, code, current));
                edited();
              }}
            />
          </div>
          <div className="rw-field">
            <StateField
              country={country}
              value={state}
              onChange={(value) => {
                setState(value);
                edited();
              }}
            />
          </div>
        </div>
      </fieldset>
      {status.step === 'error' && (
        <div className="rw-alert" role="alert">
          <p>
            <strong>{labels[status.title]}</strong> {userMessage(status.error, labels)}
          </p>
        </div>
      )}
      <p className="rw-profile__status" role="status">
        {status.step === 'saved' ? labels['profile.saved'] : ''}
      </p>
      <div className="rw-profile__actions">
        <button ref={submit} type="submit" className="rw-button" {...busyButton(saving || awaitingPhone)}>
          {saving || awaitingPhone ? labels['profile.saving'] : labels['profile.save']}
        </button>
      </div>
    </form>
  );
}

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  type: string;
  autoComplete: string;
  maxLength: number;
  required: boolean;
  hint: string | undefined;
  error: string | null;
  onChange: (value: string) => void;
}

function TextField({ id, label, value, type, autoComplete, maxLength, required, hint, error, onChange }: TextFieldProps): ReactNode {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="rw-field">
      <label className="rw-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="rw-input"
        type={type}
        autoComplete={autoComplete}
        maxLength={maxLength}
        required={required}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <p id={`${id}-hint`} className="rw-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="rw-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
