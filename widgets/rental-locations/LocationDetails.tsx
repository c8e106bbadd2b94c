import { useId, useState, type ReactNode } from 'react';
import type { RentalLocation } from '../../src/api/rental-location-schemas.ts';
import { formatLabel } from '../../src/core/labels.ts';
import { SanitizedHtml } from '../../src/ui/SanitizedHtml.tsx';
import { safeHref, textLines } from './location-rules.ts';
import { safeImageUrl } from '../../src/core/safe-url.ts';
import type { RentalLabels } from './labels.ts';

interface Props {
  location: RentalLocation;
  labels: RentalLabels;
}

const looksLikeHtml = (text: string) => /<\/?[a-z][^>]*>/i.test(text);

function Lines({ text }: { text: string }) {
  const lines = textLines(text);
  return (
    <>
      {lines.map((line, index) => (
        <span key={index} className="rw-details__line">
          {line}
        </span>
      ))}
    </>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="rw-details__row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The selected site: its name linked to its store, logo, directions, and (behind Info) the rest. */
export function LocationDetails({ location, labels }: Props) {
  const [infoOpen, setInfoOpen] = useState(true);
  const infoId = useId();
  const store = safeHref(location.StoreUrl);
  const directions = safeHref(location.MapApiUrl);
  const logo = safeImageUrl(location.StoreLogoUrl) ?? '';
  const [logoBroken, setLogoBroken] = useState(false);
  const phoneDigits = location.PhoneNumber.replace(/[^\d+]/g, '');

  return (
    <div className="rw-details">
      <div className="rw-details__head">
        {logo && !logoBroken && (
          <img className="rw-details__logo" src={logo} alt={formatLabel(labels['rental.logo'], { name: location.PickupSiteName })} onError={() => setLogoBroken(true)} />
        )}
        <h3 className="rw-details__name">
          {store ? (
            <a href={store} target="_blank" rel="noopener noreferrer">
              {location.PickupSiteName}
            </a>
          ) : (
            location.PickupSiteName
          )}
        </h3>
        <button type="button" className="rw-button rw-button--secondary rw-details__info" aria-expanded={infoOpen} aria-controls={infoId} onClick={() => setInfoOpen(!infoOpen)}>
          {labels['rental.info']}
        </button>
      </div>
      {directions && (
        <a className="rw-details__directions" href={directions} target="_blank" rel="noopener noreferrer" aria-label={formatLabel(labels['rental.directionsTo'], { name: location.PickupSiteName })}>
          {labels['rental.directions']}
        </a>
      )}
      <div id={infoId} className="rw-details__info-panel" hidden={!infoOpen}>
        {location.Description &&
          (looksLikeHtml(location.Description) ? (
            <SanitizedHtml className="rw-details__description" html={location.Description} failureText={location.PickupSiteName} />
          ) : (
            <p className="rw-details__description">{location.Description}</p>
          ))}
        <dl className="rw-details__list">
          {location.HoursOfOperation && (
            <Row term={labels['rental.hours']}>
              <Lines text={location.HoursOfOperation} />
            </Row>
          )}
          {location.PhoneNumber && (
            <Row term={labels['rental.phoneNumber']}>{phoneDigits.length >= 7 ? <a href={`tel:${phoneDigits}`}>{location.PhoneNumber}</a> : location.PhoneNumber}</Row>
          )}
          {location.Address && (
            <Row term={labels['rental.address']}>
              <Lines text={location.Address} />
            </Row>
          )}
          {location.DemoBrands && <Row term={labels['rental.demoBrands']}>{location.DemoBrands}</Row>}
          {location.NearbyHotels && <Row term={labels['rental.nearbyHotels']}>{location.NearbyHotels}</Row>}
          {location.Village && <Row term={labels['rental.village']}>{location.Village}</Row>}
        </dl>
      </div>
    </div>
  );
}
