import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { formatLabel } from '../../src/core/labels.ts';
import { BUS_SOURCE, emit } from '../../src/events/bus.ts';
import { isRefusal, type ApiResult } from '../../src/api/errors.ts';
import { $settings } from '../../src/stores/settings.ts';
import { userMessage } from '../../src/ui/error-text.ts';
import { addMediaAtCheckout, assignMedia } from './api.ts';
import type { MediaRequirements } from '../../src/api/household-schemas.ts';
import type { MediaLabels } from './labels.ts';
import { ADD_MEDIA_STATUS_MS, applyMask, maskOf, mediaIdToSend, mediaNumberProblem, unmask, type MediaNumberProblem } from './media-rules.ts';

/** `shownAt` is when the answer arrived: the countdown runs from then, however late React mounts the timer. */
type Status = { step: 'form' } | { step: 'processing' } | { step: 'done'; ok: boolean; message: string; shownAt: number };

const answered = (ok: boolean, message: string): Status => ({ step: 'done', ok, message, shownAt: Date.now() });

interface Props {
  contactId: number;
  labels: MediaLabels;
  /**
   * At checkout: the card is sent through the checkout's fast flow (`POST /media`), which also
   * chooses Reload for it, and its answer (the new media choices) is handed over.
   */
  onCheckoutAdded?: ((requirements: MediaRequirements) => void) | undefined;
}

/**
 * The add media card form: the media number (with the store's mask; digits only when the store
 * says so), `Add Media Number` and `Cancel`. The answer shows on a status card that counts 3
 * seconds down, then the form comes back: empty after a success, as typed after a failure.
 */
export function AddMediaForm({ contactId, labels, onCheckoutAdded }: Props) {
  const settings = useStore($settings);
  const mask = maskOf(settings.CustomerSettings.MediaNumberInputMask);
  const numeric = settings.CustomerSettings.MediaNumberIsNumeric;
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<MediaNumberProblem | null>(null);
  const [status, setStatus] = useState<Status>({ step: 'form' });
  const [left, setLeft] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const submit = useRef<HTMLButtonElement>(null);
  const id = useId();

  // The status card counts down, then the form comes back.
  useEffect(() => {
    if (status.step !== 'done') return;
    const remaining = () => ADD_MEDIA_STATUS_MS - (Date.now() - status.shownAt);
    const count = () => setLeft(Math.max(0, Math.ceil(remaining() / 1000)));
    count();
    const tick = setInterval(count, 250);
    const reset = setTimeout(() => {
      setStatus({ step: 'form' });
      if (status.ok) {
        setValue('');
        emit('resort:media:cancel', { contactId, source: BUS_SOURCE });
      }
      requestAnimationFrame(() => input.current?.focus());
    }, Math.max(0, remaining()));
    return () => {
      clearInterval(tick);
      clearTimeout(reset);
    };
  }, [status, contactId]);

  /** The card sent where it belongs; at checkout the answer carries the media choices after it. */
  async function send(contactId: number, mediaId: string): Promise<ApiResult<MediaRequirements | null>> {
    if (!onCheckoutAdded) {
      const result = await assignMedia(contactId, mediaId);
      return result.ok ? { ok: true, data: null } : result;
    }
    const result = await addMediaAtCheckout(contactId, mediaId);
    return result.ok ? { ok: true, data: { Members: result.data.Members } } : result;
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (status.step !== 'form') return;
    const number = unmask(value, mask);
    const found = mediaNumberProblem(number, numeric);
    setProblem(found);
    if (found) return input.current?.focus();
    submit.current?.focus();
    setStatus({ step: 'processing' });
    const mediaId = mediaIdToSend(number, settings.CommonMediaDigits);
    const result = await send(contactId, mediaId);
    if (result.ok) {
      setLeft(Math.ceil(ADD_MEDIA_STATUS_MS / 1000));
      setStatus(answered(true, labels['media.added']));
      if (result.data !== null) onCheckoutAdded?.(result.data);
      emit('resort:media:added', { contactId, mediaId, source: BUS_SOURCE });
      return;
    }
    // The store's own words when it refused the number; ours when it could not be reached.
    const message = isRefusal(result.error) && result.error.serverMessage ? result.error.serverMessage : `${labels['media.failed']} ${userMessage(result.error, labels)}`;
    setLeft(Math.ceil(ADD_MEDIA_STATUS_MS / 1000));
    setStatus(answered(false, message));
  }

  if (status.step === 'done') {
    return (
      <div className={`rw-media__status rw-media__status--${status.ok ? 'ok' : 'error'}`} role={status.ok ? 'status' : 'alert'}>
        <p className="rw-media__message">{status.message}</p>
        <p className="rw-media__countdown" aria-hidden="true">
          {formatLabel(labels['media.countdown'], { seconds: left })}
        </p>
      </div>
    );
  }

  const problemText = problem === 'numeric' ? labels['media.numeric'] : labels['media.required'];
  return (
    <form className="rw-media__form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <label className="rw-label" htmlFor={`${id}-number`}>
        {labels['media.number']}
      </label>
      <input
        ref={input}
        id={`${id}-number`}
        className="rw-input"
        autoComplete="off"
        spellCheck={false}
        inputMode={numeric ? 'numeric' : 'text'}
        maxLength={mask.length}
        placeholder={/[^*]/.test(mask) ? mask.replace(/[9A*]/g, '_') : undefined}
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
        onChange={(event) => {
          setValue(applyMask(event.target.value, mask));
          if (problem) setProblem(null);
        }}
      />
      <p id={`${id}-hint`} className="rw-field__hint">
        {labels['media.hint']}
      </p>
      {problem && (
        <p id={`${id}-problem`} className="rw-field__error">
          {problemText}
        </p>
      )}
      <div className="rw-media__actions">
        <button ref={submit} type="submit" className="rw-button" aria-disabled={status.step === 'processing' || undefined}>
          {status.step === 'processing' ? labels['media.adding'] : labels['media.add']}
        </button>
        <button type="button" className="rw-button rw-button--secondary" onClick={() => emit('resort:media:cancel', { contactId, source: BUS_SOURCE })}>
          {labels['common.cancel']}
        </button>
      </div>
    </form>
  );
}
