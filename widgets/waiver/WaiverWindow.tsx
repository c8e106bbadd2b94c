import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { ApiError } from '../../src/api/errors.ts';
import type { SignedWaiverRelease, WaiverPerson, WaiverRelease } from '../../src/api/waiver-schemas.ts';
import { formatLabel } from '../../src/core/labels.ts';
import { $user } from '../../src/stores/user.ts';
import { SanitizedHtml } from '../../src/ui/SanitizedHtml.tsx';
import type { Drawing, PadStatus, SignatureCanvasHandle } from './SignatureCanvas.tsx';
import { SignaturePanel } from './SignaturePanel.tsx';
import { SignedWaiver } from './SignedWaiver.tsx';
import { WaiverProgress } from './WaiverProgress.tsx';
import { signWaiver } from './api.ts';
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
import { wholePercent } from '../../src/core/money.ts';
import { afterFocusHeard } from '../../src/ui/after-focus-heard.ts';

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
 * top in the "not scrolled" state.
 */
export function WaiverWindowBody({ release, person, signed, draft, onDraftChange, onSigned, onClose, signUrl, labels }: Props) {
  const user = useStore($user);
  const role = signerRole(person, new Date());
  const expectedName = expectedSignerName(role, person.Fullname, user);
  const [ready, setReady] = useState(false);
  const [fraction, setFraction] = useState(0);
  const [scrolled, setScrolled] = useState(false);
  const [saving, setSaving] = useState(false);
  const [padStatus, setPadStatus] = useState<PadStatus>('loading');
  const [error, setError] = useState<ApiError | null>(null);
  const [nameTouched, setNameTouched] = useState(false);
  const documentBox = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const pad = useRef<SignatureCanvasHandle>(null);
  const promptId = useId();
  /**
   * Just signed: the signature panel, whose Sign had the focus, stays on the page unseen until the
   * signed state has the focus and a screen reader has heard the move (`afterFocusHeard` says
   * why). Removed in the same commit, Firefox gave Orca nothing to say.
   */
  const [leavingPanel, setLeavingPanel] = useState(false);
  useEffect(() => (signed && leavingPanel ? afterFocusHeard(() => setLeavingPanel(false)) : undefined), [signed, leavingPanel]);

  const measure = useCallback(
    (cause: 'scroll' | 'reflow') => {
      const box = documentBox.current;
      if (!box || !ready) return;
      const viewed = viewedFraction(box);
      // "Read so far": the furthest the shopper has read, which scrolling back or a reflow (the
      // signature panel taking room, a turned phone) does not take back.
      setFraction((read) => Math.max(read, viewed));
      setScrolled((was) => nextScrolled(was, viewed, cause));
    },
    [ready],
  );

  // The text laid out again (loaded, the window resized, the host's fonts or sizes changed): a
  // text that now fits shows the panel; a longer one never takes it away (nextScrolled).
  useEffect(() => {
    const box = documentBox.current;
    if (!box || !ready) return;
    const reflowed = () => measure('reflow');
    reflowed();
    const observer = new ResizeObserver(reflowed);
    observer.observe(box);
    if (content.current) observer.observe(content.current);
    return () => observer.disconnect();
  }, [measure, ready]);

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
  const percent = wholePercent(fraction, 1);

  const panelText =
    role === 'consolidated'
      ? formatLabel(labels['waiver.consolidatedPanelText'], { person: person.Fullname })
      : labels['waiver.panelText'];

  function clear() {
    pad.current?.clear();
    setNameTouched(false);
    onDraftChange(emptyDraft);
  }

  async function sign() {
    if (!canSign(state) || saving || (release.EnableWetSignature && padStatus !== 'ready')) return;
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
    if (result.ok) {
      setLeavingPanel(true);
      onSigned(result.data);
    }
    else setError(result.error);
  }

  return (
    <div className="rw-waiver-window">
      <WaiverProgress person={person} percent={signed ? 100 : percent} labels={labels} />

      <div
        ref={documentBox}
        className="rw-waiver-window__document"
        role="region"
        aria-label={labels['waiver.document']}
        // Focusable, so a keyboard user can scroll it with the arrow keys.
        tabIndex={0}
        onScroll={() => measure('scroll')}
      >
        <SanitizedHtml
          ref={content}
          className="rw-waiver-window__text"
          html={release.Text}
          failureText={labels['waiver.documentFailed']}
          onReady={() => setReady(true)}
        />
      </div>

      {signed && <SignedWaiver signed={signed} expectedName={expectedName} onClose={onClose} labels={labels} />}
      {signed && !leavingPanel ? null : !user.signedIn ? (
        <div className="rw-alert" role="alert">
          <p>{labels['waiver.signInRequired']}</p>
          <a className="rw-button rw-button--secondary" href={`/login?returnUrl=${encodeURIComponent(window.location.pathname + window.location.search)}`}>
            {labels['waiver.signIn']}
          </a>
        </div>
      ) : !scrolled ? (
        // While the document loads, its own spinner speaks; then the scroll prompt.
        ready && (
          <p id={promptId} className="rw-waiver-window__prompt" role="status">
            {labels['waiver.scrollMessage']}
          </p>
        )
      ) : (
        <SignaturePanel
          leaving={Boolean(signed)}
          release={release}
          personName={person.Fullname}
          role={role}
          expectedName={expectedName}
          panelText={panelText}
          draft={draft}
          onDraftChange={onDraftChange}
          pad={pad}
          padStatus={padStatus}
          onPadStatus={setPadStatus}
          nameMismatch={nameMismatch}
          onNameBlur={() => setNameTouched(true)}
          unmet={unmet}
          error={error}
          saving={saving}
          signable={canSign(state)}
          onClear={clear}
          onSign={() => void sign()}
          labels={labels}
        />
      )}
    </div>
  );
}
