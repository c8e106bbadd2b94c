import type { RefObject } from 'react';
import type { RentalLocation } from '../../src/api/rental-location-schemas.ts';
import { formatLabel } from '../../src/core/labels.ts';
import type { RentalLabels } from './labels.ts';
import { safeHref, shownPhone, textLines } from './location-rules.ts';

interface SavedProps {
  location: RentalLocation;
  readOnly: boolean;
  labels: RentalLabels;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onChange: () => void;
}

/** A saved site: a summary with Change ; Change shows the picker again. */
export function SavedLocation({ location, readOnly, labels, headingRef, onChange }: SavedProps) {
  const store = safeHref(location.StoreUrl);
  return (
    <section className="rw-saved" aria-labelledby={`${location.Id}-saved`}>
      <h3 ref={headingRef} id={`${location.Id}-saved`} className="rw-saved__title" tabIndex={-1}>
        {labels['rental.saved']}
      </h3>
      <div className="rw-saved__body">
        <p className="rw-saved__name">
          {store ? (
            <a href={store} target="_blank" rel="noopener noreferrer">
              {location.PickupSiteName}
            </a>
          ) : (
            location.PickupSiteName
          )}
        </p>
        {textLines(location.Address).map((line, index) => (
          <p key={index} className="rw-saved__line">
            {line}
          </p>
        ))}
        {location.HoursOfOperation && <p className="rw-saved__line rw-saved__muted">{textLines(location.HoursOfOperation).join(' · ')}</p>}
        {location.ContactPhone && (
          <p className="rw-saved__line">
            {formatLabel(labels['common.nameValue'], { name: labels['rental.contactPhone'], value: '' }).trimEnd()} <span className="rw-saved__phone">{shownPhone(location.ContactPhone)}</span>
          </p>
        )}
      </div>
      {!readOnly && (
        <button type="button" className="rw-button rw-button--secondary" onClick={onChange}>
          {labels['rental.change']}
        </button>
      )}
    </section>
  );
}
