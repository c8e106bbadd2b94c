import { useEffect, useId, useRef, type RefObject } from 'react';
import type { ApiError } from '../../src/api/errors.ts';
import type { WaiverRelease } from '../../src/api/waiver-schemas.ts';
import { formatLabel } from '../../src/core/labels.ts';
import { commonLabels } from '../../src/ui/common-labels.ts';
import { userMessage } from '../../src/ui/error-text.ts';
import { useLabels } from '../../src/ui/use-labels.ts';
import type { WaiverLabels } from './labels.ts';
import { SignatureCanvas, type PadStatus, type SignatureCanvasHandle } from './SignatureCanvas.tsx';
import type { WaiverDraft } from './WaiverWindow.tsx';
import type { SignerRole, SignRequirement } from './waiver-rules.ts';
import { busyButton } from '../../src/ui/busy-button.ts';

interface Props {
  /** Signed a moment ago: the panel stays, unseen, until the signed state has the focus. */
  leaving?: boolean | undefined;
  release: WaiverRelease;
  personName: string;
  role: SignerRole;
  expectedName: string;
  panelText: string;
  draft: WaiverDraft;
  onDraftChange: (draft: WaiverDraft) => void;
  pad: RefObject<SignatureCanvasHandle | null>;
  /** The wet signature's pad: Sign waits for it, since a signature cannot be read from a pad still loading. */
  padStatus: PadStatus;
  onPadStatus: (status: PadStatus) => void;
  nameMismatch: boolean;
  onNameBlur: () => void;
  /** What is still missing before Sign is enabled. */
  unmet: readonly Exclude<SignRequirement, 'signed-in'>[];
  error: ApiError | null;
  saving: boolean;
  signable: boolean;
  onClear: () => void;
  onSign: () => void;
  labels: WaiverLabels;
}

/**
 * The signature panel, shown once the document has been read: the drawn signature, the typed name,
 * the agreement, what is still missing, a failed signing's message, Clear and Sign.
 */
export function SignaturePanel({ leaving = false, release, personName, role, expectedName, panelText, draft, onDraftChange, pad, padStatus, onPadStatus, nameMismatch, onNameBlur, unmet, error, saving, signable, onClear, onSign, labels }: Props) {
  const coreText = useLabels(commonLabels);
  const ids = { panel: useId(), name: useId(), nameHint: useId(), nameError: useId(), agree: useId(), todo: useId(), wet: useId() };
  const failure = useRef<HTMLDivElement>(null);
  const padWait = release.EnableWetSignature && padStatus !== 'ready' ? labels[padStatus === 'failed' ? 'waiver.padFailed' : 'waiver.padLoading'] : null;
  // Keyboard users keep their place: a failed signing moves focus to its message.
  useEffect(() => {
    if (error) failure.current?.focus();
  }, [error]);
  return (
    <section className={leaving ? 'rw-signature-panel rw-visually-hidden' : 'rw-signature-panel'} aria-labelledby={ids.panel}>
      <p id={ids.panel} className="rw-signature-panel__text">
        {panelText}
      </p>
      {role === 'minor' && <p className="rw-signature-panel__minor">{formatLabel(labels['waiver.minorPanelText'], { person: personName })}</p>}

      {release.EnableWetSignature && (
        <div className="rw-signature-panel__wet">
          <p id={ids.wet} className="rw-label">
            {labels['waiver.wetPrompt']}
          </p>
          <SignatureCanvas
            ref={pad}
            label={labels['waiver.padLabel']}
            describedBy={ids.wet}
            initial={draft.drawing}
            onChange={(drawing) => onDraftChange({ ...draft, drawing })}
            loadingText={labels['waiver.padLoading']}
            failedText={labels['waiver.padFailed']}
            retryText={labels['common.retry']}
            onStatus={onPadStatus}
          />
          <button type="button" className="rw-button rw-button--link rw-signature-panel__typed" onClick={() => pad.current?.drawText(draft.typedName.trim() || expectedName)}>
            {labels['waiver.drawName']}
          </button>
        </div>
      )}

      {release.ElectronicSignatureRequired && (
        <div className="rw-signature-panel__field">
          <label className="rw-label" htmlFor={ids.name}>
            {labels['waiver.typedName']}
          </label>
          <input
            id={ids.name}
            className="rw-input"
            autoComplete="name"
            value={draft.typedName}
            aria-invalid={nameMismatch || undefined}
            aria-describedby={nameMismatch ? `${ids.nameHint} ${ids.nameError}` : ids.nameHint}
            onChange={(event) => onDraftChange({ ...draft, typedName: event.target.value })}
            onBlur={() => onNameBlur()}
          />
          <p id={ids.nameHint} className="rw-hint">
            {formatLabel(labels['waiver.typedNameHint'], { name: expectedName })}
          </p>
          {nameMismatch && (
            <p id={ids.nameError} className="rw-error-text">
              {formatLabel(labels['waiver.typedNameMismatch'], { name: expectedName })}
            </p>
          )}
        </div>
      )}

      {release.EnableAgreeCheckbox && (
        <div className="rw-checkbox">
          <input
            id={ids.agree}
            type="checkbox"
            checked={draft.agreeChecked}
            onChange={(event) => onDraftChange({ ...draft, agreeChecked: event.target.checked })}
          />
          <label htmlFor={ids.agree}>{labels['waiver.agree']}</label>
        </div>
      )}

      <p id={ids.todo} className="rw-hint" aria-live="polite">
        {leaving ? '' : unmet.length > 0 ? formatLabel(labels['waiver.todo'], { steps: unmet.map((step) => labels[`waiver.todo.${step}`]).join(', ') }) : (padWait ?? '')}
      </p>

      {error && (
        <div ref={failure} className="rw-alert" role="alert" tabIndex={-1}>
          <p>
            <strong>{labels['waiver.signFailed']}</strong> {userMessage(error, coreText)}
          </p>
        </div>
      )}

      <div className="rw-waiver-window__actions">
        <button type="button" className="rw-button rw-button--secondary" onClick={onClear} {...busyButton(saving)}>
          {labels['waiver.clear']}
        </button>
        <button
          type="button"
          className="rw-button rw-waiver__sign"
          // Waiting for the pad is waiting, not a missing step: the button keeps its focus and says why.
          {...busyButton(saving || (signable && padWait !== null), !signable)}
          aria-describedby={unmet.length > 0 || padWait !== null ? ids.todo : undefined}
          onClick={onSign}
        >
          {saving ? labels['waiver.signing'] : labels['waiver.sign']}
        </button>
      </div>
    </section>
  );
}
