import { useId } from 'react';
import type { WaiverPerson } from '../../src/api/waiver-schemas.ts';
import { formatLabel } from '../../src/core/labels.ts';
import type { WaiverLabels } from './labels.ts';

/** Whom the waiver is for, and how much of the document has been read (all of it once signed). */
export function WaiverProgress({ person, percent, labels }: { person: WaiverPerson; percent: number; labels: WaiverLabels }) {
  const progressId = useId();
  return (
    <div className="rw-waiver-window__meta">
      <p className="rw-waiver-window__person">
        {formatLabel(labels['waiver.for'], { name: person.Fullname })}
        {person.ReleaseDescription && <span className="rw-waiver-window__description"> · {person.ReleaseDescription}</span>}
      </p>
      <div className="rw-progress">
        <span id={progressId} className="rw-progress__label">
          {labels['waiver.progress']}
        </span>
        <div
          className="rw-progress__track"
          role="progressbar"
          aria-labelledby={progressId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}%`}
        >
          <div className="rw-progress__bar" style={{ width: `${percent}%` }} />
        </div>
      </div>
    </div>
  );
}
