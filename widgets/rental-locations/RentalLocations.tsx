import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import type { ApiError } from '../../src/api/errors.ts';
import type { RentalLocation } from '../../src/api/rental-location-schemas.ts';
import { on } from '../../src/events/bus.ts';
import { formatLabel } from '../../src/core/labels.ts';
import { commonLabels } from '../../src/ui/common-labels.ts';
import { ErrorNotice } from '../../src/ui/ErrorNotice.tsx';
import { errorText } from '../../src/ui/error-text.ts';
import { Spinner } from '../../src/ui/Spinner.tsx';
import { useLabels } from '../../src/ui/use-labels.ts';
import { LocationDetails } from './LocationDetails.tsx';
import { LocationMedia } from './LocationMedia.tsx';
import { PhoneField, type PhoneDraft } from './PhoneField.tsx';
import { rentalLabels, type RentalLabels } from './labels.ts';
import { canSaveLocation, initialPick, needsPhone, safeHref, textLines } from './location-rules.ts';
import { loadRentalLocations, saveRentalLocation } from './rental-actions.ts';

export interface RentalLocationsProps {
  productId?: number | undefined;
  readOnly?: boolean | undefined;
  host?: HTMLElement | undefined;
}

/** `location` as it is once `saved` is the shopper's saved site. */
function markSaved(location: RentalLocation, saved: RentalLocation): RentalLocation {
  return location.Id === saved.Id ? { ...location, IsSelected: true, ContactPhone: saved.ContactPhone } : { ...location, IsSelected: false };
}

type Load = { status: 'loading' } | { status: 'error'; error: ApiError } | { status: 'ready'; locations: RentalLocation[] };

/** `<resort-rental-locations>`: the rental's pickup sites (storefront spec §2 "Rental location browser"). */
export function RentalLocations({ productId, readOnly = false, host }: RentalLocationsProps) {
  const labels = useLabels(rentalLabels);
  const valid = typeof productId === 'number' && Number.isInteger(productId) && productId > 0;

  useEffect(() => {
    if (!valid) console.error('resort-rental-locations: missing or invalid "product-id" attribute; set it to the rental product\'s id.');
  }, [valid]);

  if (!valid) {
    return (
      <div className="rw-alert" role="alert">
        <p>{labels['rental.missingProduct']}</p>
      </div>
    );
  }
  return <LocationBrowser key={productId} productId={productId} readOnly={readOnly} host={host} labels={labels} />;
}

interface BrowserProps {
  productId: number;
  readOnly: boolean;
  host: HTMLElement | undefined;
  labels: RentalLabels;
}

function LocationBrowser({ productId, readOnly, host, labels }: BrowserProps) {
  const coreText = useLabels(commonLabels);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  /** The shopper pressed Change: the saved site stays saved, but the picker shows. */
  const [changing, setChanging] = useState(false);
  const [justSaved, setJustSaved] = useState(false);
  const [phones, setPhones] = useState<Readonly<Record<number, PhoneDraft>>>({});
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<ApiError | null>(null);
  const radioName = useId();
  const summaryHeading = useRef<HTMLHeadingElement>(null);
  const picker = useRef<HTMLFieldSetElement>(null);
  const focusAfter = useRef<'summary' | 'picker' | null>(null);

  useEffect(() => {
    let current = true;
    void loadRentalLocations(productId, attempt > 0).then((result) => {
      if (!current) return;
      if (!result.ok) {
        setLoad({ status: 'error', error: result.error });
        return;
      }
      const pick = initialPick(result.data);
      setLoad({ status: 'ready', locations: result.data });
      setSelectedId((chosen) => (chosen !== null && result.data.some((location) => location.Id === chosen) ? chosen : pick.selectedId));
    });
    return () => {
      current = false;
    };
  }, [productId, attempt]);

  // Another rental's island saved a site: the store keeps one pickup site per shopper.
  useEffect(
    () =>
      on('resort:rental-location:saved', (detail) => {
        if (detail.productId === productId) return;
        setLoad((state) =>
          state.status === 'ready'
            ? { ...state, locations: state.locations.map((location) => markSaved(location, detail.location)) }
            : state,
        );
      }),
    [productId],
  );

  const savedId = load.status === 'ready' && !changing ? (load.locations.find((location) => location.IsSelected)?.Id ?? null) : null;

  useEffect(() => {
    if (focusAfter.current === 'summary') summaryHeading.current?.focus();
    if (focusAfter.current === 'picker') picker.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.focus();
    focusAfter.current = null;
  }, [savedId]);

  if (load.status === 'loading') return <Spinner label={labels['rental.loading']} />;
  if (load.status === 'error') {
    return <ErrorNotice title={labels['rental.loadError']} error={load.error} onRetry={() => {
      setLoad({ status: 'loading' });
      setAttempt(attempt + 1);
    }} />;
  }
  const { locations } = load;
  if (locations.length === 0) return <p className="rw-rental__empty">{labels['rental.empty']}</p>;

  const saved = locations.find((location) => location.Id === savedId);
  if (saved) {
    return (
      <SavedLocation
        location={saved}
        readOnly={readOnly}
        labels={labels}
        headingRef={summaryHeading}
        announce={justSaved}
        onChange={() => {
          focusAfter.current = 'picker';
          setSelectedId(saved.Id);
          setJustSaved(false);
          setChanging(true);
        }}
      />
    );
  }

  const selected = locations.find((location) => location.Id === selectedId) ?? null;
  const phoneDraft = selected ? phones[selected.Id] : undefined;
  const phoneNeeded = needsPhone(selected, readOnly);
  const canSave = canSaveLocation({ location: selected, readOnly, phoneValid: Boolean(phoneDraft?.stored), saving });

  async function save() {
    if (!selected || !canSave) return;
    setSaving(true);
    setSaveError(null);
    const result = await saveRentalLocation(productId, selected, phoneNeeded ? (phoneDraft?.stored ?? null) : null);
    setSaving(false);
    if (!result.ok) {
      setSaveError(result.error);
      return;
    }
    setLoad({ status: 'ready', locations: locations.map((location) => markSaved(location, result.data)) });
    focusAfter.current = 'summary';
    setJustSaved(true);
    setChanging(false);
  }

  return (
    <div className="rw-rental">
      <fieldset ref={picker} className="rw-rental__sites">
        <legend className="rw-rental__legend">{labels['rental.legend']}</legend>
        <ul className="rw-rental__list">
          {locations.map((location) => (
            <li key={location.Id}>
              <label className={location.Id === selectedId ? 'rw-site rw-site--selected' : 'rw-site'}>
                <input
                  type="radio"
                  name={radioName}
                  value={location.Id}
                  checked={location.Id === selectedId}
                  onChange={() => {
                    setSelectedId(location.Id);
                    setSaveError(null);
                  }}
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
      </fieldset>

      {selected && (
        <div className="rw-rental__selected">
          <LocationMedia key={`media-${selected.Id}`} location={selected} labels={labels} />
          <LocationDetails key={`details-${selected.Id}`} location={selected} labels={labels} />
          {phoneNeeded && (
            <PhoneField
              key={`phone-${selected.Id}`}
              host={host}
              saved={selected.ContactPhone}
              draft={phoneDraft ?? null}
              disabled={saving}
              labels={labels}
              onChange={(draft) => {
                setPhones((all) => ({ ...all, [selected.Id]: draft }));
                if (draft.raw !== phoneDraft?.raw) setSaveError(null);
              }}
            />
          )}
          {saveError && (
            <div className="rw-alert" role="alert">
              <p>
                <strong>{labels['rental.saveFailedMessage']}</strong>{' '}
                {saveError.kind === 'http' && saveError.status === 400 && saveError.serverMessage ? saveError.serverMessage : errorText(saveError, coreText)}
              </p>
            </div>
          )}
          {!readOnly && (
            <div className="rw-rental__actions">
              <button type="button" className="rw-button" disabled={!canSave} aria-busy={saving || undefined} onClick={() => void save()}>
                {saving ? labels['rental.saving'] : saveError ? labels['rental.saveFailed'] : labels['rental.select']}
              </button>
            </div>
          )}
        </div>
      )}
    </div>
  );
}

interface SavedProps {
  location: RentalLocation;
  readOnly: boolean;
  labels: RentalLabels;
  headingRef: RefObject<HTMLHeadingElement | null>;
  announce: boolean;
  onChange: () => void;
}

/** A saved site: a summary with Change (storefront spec §4 "Location picker"). */
function SavedLocation({ location, readOnly, labels, headingRef, announce, onChange }: SavedProps) {
  const store = safeHref(location.StoreUrl);
  return (
    <section className="rw-saved" aria-labelledby={`${location.Id}-saved`}>
      <h3 ref={headingRef} id={`${location.Id}-saved`} className="rw-saved__title" tabIndex={-1}>
        {labels['rental.saved']}
      </h3>
      <p className="rw-visually-hidden" role="status">
        {announce ? formatLabel(labels['rental.savedAnnouncement'], { name: location.PickupSiteName }) : ''}
      </p>
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
            {labels['rental.contactPhone']}: <span className="rw-saved__phone">{location.ContactPhone}</span>
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
