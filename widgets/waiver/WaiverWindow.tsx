import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { ApiError } from '../../src/api/errors.ts';
import type { SignedWaiverRelease, WaiverPerson, WaiverRelease } from '../../src/api/waiver-schemas.ts';
import { formatLabel } from '../../src/core/labels.ts';
import { commonLabels } from '../../src/ui/common-labels.ts';
import { useLabels } from '../../src/ui/use-labels.ts';
import { $user } from '../../src/stores/user.ts';
import { errorText } from '../../src/ui/error-text.ts';
import { SanitizedHtml } from '../../src/ui/SanitizedHtml.tsx';
import { useLocale } from '../../src/ui/use-locale.ts';
import { SignatureCanvas, type Drawing, type SignatureCanvasHandle } from './SignatureCanvas.tsx';
import { signWaiver } from './sign-waiver.ts';
import type { WaiverLabels } from './labels.ts';
import {
  canSign,
  expectedSignerName,
  namesMatch,
  nextScrolled,
  signatureBase64,
  signerRole,
  unmetSignRequirements,
  viewedFraction,
  type SignState,
} from './waiver-rules.ts';

/** What the signer has typed, ticked and drawn; kept by the card while the window is closed. */
export interface WaiverDraft {
  typedName: string;
  agreeChecked: boolean;
  drawing: Drawing | null;
}

export const emptyDraft: WaiverDraft = { typedName: '', agreeChecked: false, drawing: null };

interface Props {
  release: WaiverRelease;
  person: WaiverPerson;
  signed: SignedWaiverRelease | null;
  draft: WaiverDraft;
  onDraftChange: (draft: WaiverDraft) => void;
  onSigned: (release: SignedWaiverRelease) => void;
  onClose: () => void;
  signUrl: string;
  labels: WaiverLabels;
}

/**
 * The waiver window's content: mounted each time the window opens, so it always starts at the
 * top in the "not scrolled" state (storefront spec §4 "Waiver").
 */
export function WaiverWindowBody({ release, person, signed, draft, onDraftChange, onSigned, onClose, signUrl, labels }: Props) {
  const user = useStore($user);
  const coreText = useLabels(commonLabels);
  const { date } = useLocale();
  const role = signerRole(person, new Date());
  const expectedName = expectedSignerName(role, person.Fullname, user);
  const [ready, setReady] = useState(false);
  const [fraction, setFraction] = useState(0);
  const [scrolled, setScrolled] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const [nameTouched, setNameTouched] = useState(false);
  const documentBox = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const pad = useRef<SignatureCanvasHandle>(null);
  const signedStatus = useRef<HTMLParagraphElement>(null);
  const ids = { progress: useId(), prompt: useId(), panel: useId(), name: useId(), nameHint: useId(), nameError: useId(), agree: useId(), todo: useId(), wet: useId() };

  const measure = useCallback(() => {
    const box = documentBox.current;
    if (!box || !ready) return;
    const viewed = viewedFraction(box);
    setFraction(viewed);
    setScrolled((was) => nextScrolled(was, viewed));
  }, [ready]);

  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);

  useEffect(() => {
    if (signed) signedStatus.current?.focus();
  }, [signed]);

  const state: SignState = {
    signedIn: user.signedIn,
    scrolled,
    wetSignatureEnabled: release.EnableWetSignature,
    hasDrawing: draft.drawing !== null,
    electronicSignatureRequired: release.ElectronicSignatureRequired,
    typedName: draft.typedName,
    expectedName,
    agreeEnabled: release.EnableAgreeCheckbox,
    agreeChecked: draft.agreeChecked,
  };
  const unmet = unmetSignRequirements(state).filter((step) => step !== 'signed-in');
  const nameMismatch = release.ElectronicSignatureRequired && nameTouched && draft.typedName.trim() !== '' && !namesMatch(draft.typedName, expectedName);
  const percent = Math.round(fraction * 100);

  const panelText =
    role === 'consolidated'
      ? release.ConsolidatedSignaturePanelText || formatLabel(labels['waiver.consolidatedPanelText'], { person: person.Fullname })
      : release.SignaturePanelText || labels['waiver.panelText'];

  function clear() {
    pad.current?.clear();
    setNameTouched(false);
    onDraftChange(emptyDraft);
  }

  async function sign() {
    if (!canSign(state) || saving) return;
    const dataUrl = release.EnableWetSignature ? pad.current?.toDataURL() : null;
    if (release.EnableWetSignature && !dataUrl) return;
    setSaving(true);
    setError(null);
    const result = await signWaiver(signUrl, release, person, {
      typedName: draft.typedName,
      agreeChecked: draft.agreeChecked,
      signature: dataUrl ? signatureBase64(dataUrl) : '',
      html: release.CaptureWaiverHTML ? (content.current?.innerHTML ?? '') : null,
    });
    setSaving(false);
    if (result.ok) onSigned(result.data);
    else setError(result.error);
  }

  return (
    <div className="rw-waiver-window">
      <div className="rw-waiver-window__meta">
        <p className="rw-waiver-window__person">
          {formatLabel(labels['waiver.for'], { name: person.Fullname })}
          {person.ReleaseDescription && <span className="rw-waiver-window__description"> · {person.ReleaseDescription}</span>}
        </p>
        <div className="rw-progress">
          <span id={ids.progress} className="rw-progress__label">
            {labels['waiver.progress']}
          </span>
          <div
            className="rw-progress__track"
            role="progressbar"
            aria-labelledby={ids.progress}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={signed ? 100 : percent}
            aria-valuetext={`${signed ? 100 : percent}%`}
          >
            <div className="rw-progress__bar" style={{ width: `${signed ? 100 : percent}%` }} />
          </div>
        </div>
      </div>

      <div
        ref={documentBox}
        className="rw-waiver-window__document"
        role="region"
        aria-label={labels['waiver.document']}
        // Focusable, so a keyboard user can scroll it with the arrow keys.
        tabIndex={0}
        onScroll={measure}
      >
        <SanitizedHtml
          ref={content}
          className="rw-waiver-window__text"
          html={release.Text}
          failureText={labels['waiver.documentFailed']}
          onReady={() => setReady(true)}
        />
      </div>

      {signed ? (
        <div className="rw-waiver-window__signed">
          <p ref={signedStatus} className="rw-waiver-window__signed-title" tabIndex={-1} role="status">
            {labels['waiver.signedTitle']}
          </p>
          <p>
            {signed.SignedOn
              ? formatLabel(labels['waiver.signedBy'], { name: signed.TypedFullname || expectedName, date: date(signed.SignedOn.slice(0, 10)) })
              : formatLabel(labels['waiver.signedByUndated'], { name: signed.TypedFullname || expectedName })}
          </p>
          {signed.Signature && (
            <img className="rw-waiver-window__signature-image" src={`data:image/png;base64,${signed.Signature}`} alt={formatLabel(labels['waiver.signedByUndated'], { name: signed.TypedFullname || expectedName })} />
          )}
          <div className="rw-waiver-window__actions">
            <button type="button" className="rw-button" onClick={onClose}>
              {labels['waiver.done']}
            </button>
          </div>
        </div>
      ) : !user.signedIn ? (
        <div className="rw-alert" role="alert">
          <p>{labels['waiver.signInRequired']}</p>
          <a className="rw-button rw-button--secondary" href={`/login?returnUrl=${encodeURIComponent(window.location.pathname + window.location.search)}`}>
            {labels['waiver.signIn']}
          </a>
        </div>
      ) : !scrolled ? (
        // While the document loads, its own spinner speaks; then the scroll prompt.
        ready && (
          <p id={ids.prompt} className="rw-waiver-window__prompt" role="status">
            {release.ScrollMessage || labels['waiver.scrollMessage']}
          </p>
        )
      ) : (
        <section className="rw-signature-panel" aria-labelledby={ids.panel}>
          <p id={ids.panel} className="rw-signature-panel__text">
            {panelText}
          </p>
          {role === 'minor' && <p className="rw-signature-panel__minor">{formatLabel(labels['waiver.minorPanelText'], { person: person.Fullname })}</p>}

          {release.EnableWetSignature && (
            <div className="rw-signature-panel__wet">
              <p id={ids.wet} className="rw-label">
                {release.WetSignaturePrompt || labels['waiver.wetPrompt']}
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
                onBlur={() => setNameTouched(true)}
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
              <label htmlFor={ids.agree}>{release.SignatureAffirmationStatement || labels['waiver.agree']}</label>
            </div>
          )}

          <p id={ids.todo} className="rw-hint" aria-live="polite">
            {unmet.length > 0 ? formatLabel(labels['waiver.todo'], { steps: unmet.map((step) => labels[`waiver.todo.${step}`]).join(', ') }) : ''}
          </p>

          {error && (
            <div className="rw-alert" role="alert">
              <p>
                <strong>{labels['waiver.signFailed']}</strong> {error.kind === 'http' && error.status === 400 && error.serverMessage ? error.serverMessage : errorText(error, coreText)}
              </p>
            </div>
          )}

          <div className="rw-waiver-window__actions">
            <button type="button" className="rw-button rw-button--secondary" onClick={clear} disabled={saving}>
              {release.ClearButtonText || labels['waiver.clear']}
            </button>
            <button
              type="button"
              className="rw-button rw-waiver__sign"
              disabled={!canSign(state) || saving}
              aria-describedby={unmet.length > 0 ? ids.todo : undefined}
              onClick={() => void sign()}
            >
              {saving ? labels['waiver.signing'] : release.SignButtonText || labels['waiver.sign']}
            </button>
          </div>
        </section>
      )}
    </div>
  );
}
