import { forwardRef, useEffect, useId } from 'react';
import type { RentalLocation } from '../../src/api/rental-location-schemas.ts';
import { ShowMoreButton, useShowMore } from '../../src/ui/ShowMore.tsx';
import type { RentalLabels } from './labels.ts';
import { textLines } from './location-rules.ts';

interface Props {
  locations: readonly RentalLocation[];
  selectedId: number | null;
  readOnly: boolean;
  onSelect: (id: number) => void;
  labels: RentalLabels;
}

/** Sites drawn at first, and how many more each "Show N more" adds: a resort has a few; ten thousand would freeze the page. */
export const SITES_STEP = 20;

/** The pickup sites as radios: name, first address line, and whether the site needs a phone. */
export const SitePicker = forwardRef<HTMLFieldSetElement, Props>(function SitePicker({ locations, selectedId, readOnly, onSelect, labels }, picker) {
  const radioName = useId();
  const { visible, hidden, showMore, showAtLeast } = useShowMore(locations, SITES_STEP);
  // The chosen site (saved earlier, or picked) is never behind "Show more".
  useEffect(() => {
    if (selectedId !== null) showAtLeast(locations.findIndex((location) => location.Id === selectedId) + 1);
  }, [selectedId, locations, showAtLeast]);
  return (
    <fieldset ref={picker} className="rw-rental__sites">
      <legend className="rw-rental__legend">{labels['rental.legend']}</legend>
      <ul className="rw-rental__list">
        {visible.map((location) => (
          <li key={location.Id}>
            <label className={location.Id === selectedId ? 'rw-site rw-site--selected' : 'rw-site'}>
              <input
                type="radio"
                name={radioName}
                value={location.Id}
                checked={location.Id === selectedId}
                onChange={() => onSelect(location.Id)}
              />
              <span className="rw-site__text">
                <span className="rw-site__name">{location.PickupSiteName}</span>
                {textLines(location.Address)[0] && <span className="rw-site__address">{textLines(location.Address)[0]}</span>}
                {location.RequiresPhone && !readOnly && <span className="rw-site__tag">{labels['rental.requiresPhone']}</span>}
              </span>
            </label>
          </li>
        ))}
      </ul>
      <ShowMoreButton hidden={hidden} step={SITES_STEP} onClick={showMore} />
    </fieldset>
  );
});
