import { useEffect, useRef } from 'react';
import type { SignedWaiverRelease } from '../../src/api/waiver-schemas.ts';
import { formatLabel } from '../../src/core/labels.ts';
import { useLocale } from '../../src/ui/use-locale.ts';
import type { WaiverLabels } from './labels.ts';

/** The signed release: who signed and when, the signature, and Done. Focus moves here on signing. */
export function SignedWaiver({ signed, expectedName, onClose, labels }: { signed: SignedWaiverRelease; expectedName: string; onClose: () => void; labels: WaiverLabels }) {
  const { displayDate } = useLocale();
  const signedStatus = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    signedStatus.current?.focus();
  }, []);
  return (
    <div className="rw-waiver-window__signed">
      {/* Said as the focus lands on it. A status region drawn with its words already in it was not
          said in Firefox, and Orca reads a focused status by its name, which it has none of. */}
      <p ref={signedStatus} className="rw-waiver-window__signed-title" tabIndex={-1}>
        {labels['waiver.signedTitle']}
      </p>
      <p>
        {signed.SignedOn
          ? formatLabel(labels['waiver.signedBy'], { name: signed.TypedFullname || expectedName, date: displayDate(signed.SignedOn.slice(0, 10)) })
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
  );
}
