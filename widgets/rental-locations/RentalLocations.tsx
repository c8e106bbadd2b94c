import { useEffect, useMemo, useRef, useState } from 'react';
import type { ApiError } from '../../src/api/errors.ts';
import { commonLabels } from '../../src/ui/common-labels.ts';
import { ErrorNotice } from '../../src/ui/ErrorNotice.tsx';
import { userMessage } from '../../src/ui/error-text.ts';
import { Spinner } from '../../src/ui/Spinner.tsx';
import { useLabels } from '../../src/ui/use-labels.ts';
import { useLocale } from '../../src/ui/use-locale.ts';
import { countLabel } from '../../src/core/labels.ts';
import { LocationDetails } from './LocationDetails.tsx';
import { LocationMedia } from './LocationMedia.tsx';
import { PhoneField, type PhoneDraft } from '../../src/ui/fields/PhoneField.tsx';
import { rentalLabels, type RentalLabels } from './labels.ts';
import { canSaveLocation, initialPick, needsPhone } from './location-rules.ts';
import { saveRentalLocation } from './api.ts';
import { SavedLocation } from './SavedLocation.tsx';
import { SitePicker } from './SitePicker.tsx';
import { markSaved, useRentalSites } from './use-rental-sites.ts';
import { busyButton } from '../../src/ui/busy-button.ts';
import { useIslandStart } from '../../src/ui/island-start.ts';
import { afterFocusHeard } from '../../src/ui/after-focus-heard.ts';
import { formatLabel } from '../../src/core/labels.ts';
import { HeardStatus } from '../../src/ui/HeardStatus.tsx';

export interface RentalLocationsProps {
  productId?: number | undefined;
  readOnly?: boolean | undefined;
  host?: HTMLElement | undefined;
}

/** `<resort-rental-locations>`: the rental's pickup sites and the one the shopper saves. */
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
  const { locale } = useLocale();
  const phoneLabels = useMemo(
    () => ({
      label: labels['rental.phone'],
      invalid: labels['rental.phoneInvalid'],
      loadError: labels['rental.phoneLoadError'],
      retry: labels['common.retry'],
      countryButton: labels['rental.countryButton'],
      countryList: labels['rental.countryList'],
      noCountry: labels['rental.noCountry'],
      countrySearch: labels['rental.countrySearch'],
      clearSearch: labels['rental.clearSearch'],
      close: labels['common.close'],
      noResults: labels['rental.noResults'],
      results: (count: number) => countLabel(labels, 'rental.results', count, locale),
    }),
    [labels, locale],
  );
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const { load, setLocations, retry } = useRentalSites(productId, (locations) => {
    const pick = initialPick(locations);
    setSelectedId((chosen) => (chosen !== null && locations.some((location) => location.Id === chosen) ? chosen : pick.selectedId));
  });
  useIslandStart(load.status === 'loading' ? 'loading' : load.status === 'error' ? 'failed' : 'ready');
  /** The shopper pressed Change: the saved site stays saved, but the picker shows. */
  const [changing, setChanging] = useState(false);
  const [justSaved, setJustSaved] = useState(false);
  /**
   * The picker just saved from: it stays on the page, unseen, until the summary's heading has the
   * focus and a screen reader has heard the move (`afterFocusHeard` says why). Removed with the
   * focused Select This Location in the same commit, Firefox gave Orca nothing to say.
   */
  const [leavingPicker, setLeavingPicker] = useState(false);
  const [phones, setPhones] = useState<Readonly<Record<number, PhoneDraft>>>({});
  /**
   * The latest reading of each site's phone, as the field reports it: a Save pressed right after
   * the last key (a keyboard shopper's Enter) sends what was typed, even before React has drawn it.
   */
  const latestPhones = useRef<Readonly<Record<number, PhoneDraft>>>({});
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<ApiError | null>(null);
  const summaryHeading = useRef<HTMLHeadingElement>(null);
  const picker = useRef<HTMLFieldSetElement>(null);
  const focusAfter = useRef<'summary' | 'picker' | null>(null);

  const savedId = load.status === 'ready' && !changing ? (load.locations.find((location) => location.IsSelected)?.Id ?? null) : null;

  useEffect(() => {
    const to = focusAfter.current;
    focusAfter.current = null;
    if (to === 'picker') picker.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.focus();
    if (to !== 'summary') return;
    summaryHeading.current?.focus();
    return afterFocusHeard(() => setLeavingPicker(false));
  }, [savedId]);

  if (load.status === 'loading') return <Spinner label={labels['rental.loading']} />;
  if (load.status === 'error') {
    return <ErrorNotice title={labels['rental.loadError']} error={load.error} onRetry={retry} />;
  }
  const { locations } = load;
  if (locations.length === 0) return <p className="rw-rental__empty">{labels['rental.empty']}</p>;

  const saved = locations.find((location) => location.Id === savedId);
  const selected = locations.find((location) => location.Id === selectedId) ?? null;
  const phoneDraft = selected ? phones[selected.Id] : undefined;
  const phoneNeeded = needsPhone(selected, readOnly);
  const canSave = canSaveLocation({ location: selected, readOnly, phoneValid: Boolean(phoneDraft?.stored), saving });

  async function save() {
    if (!selected || !canSave) return;
    setSaving(true);
    setSaveError(null);
    const phone = latestPhones.current[selected.Id] ?? phoneDraft;
    const result = await saveRentalLocation(productId, selected, phoneNeeded ? (phone?.stored ?? null) : null);
    setSaving(false);
    if (!result.ok) {
      setSaveError(result.error);
      return;
    }
    setLocations(locations.map((location) => markSaved(location, result.data)));
    focusAfter.current = 'summary';
    setJustSaved(true);
    setLeavingPicker(true);
    setChanging(false);
  }

  // One status region for the widget's life once the sites are drawn, there before its words: a
  // region drawn with its words already in it (the saved summary's own) was not said in Firefox.
  const announcement = saved && justSaved ? formatLabel(labels['rental.savedAnnouncement'], { name: saved.PickupSiteName }) : '';
  return (
    <>
      <HeardStatus words={announcement} />
      {saved && (
        <SavedLocation
          location={saved}
          readOnly={readOnly}
          labels={labels}
          headingRef={summaryHeading}
          onChange={() => {
            focusAfter.current = 'picker';
            setSelectedId(saved.Id);
            setJustSaved(false);
            setLeavingPicker(false);
            setChanging(true);
          }}
        />
      )}
      {(!saved || leavingPicker) && (
        <div className={saved ? 'rw-rental rw-visually-hidden' : 'rw-rental'}>
          <SitePicker
            ref={picker}
            locations={locations}
            selectedId={selectedId}
            readOnly={readOnly}
            labels={labels}
            onSelect={(id) => {
              setSelectedId(id);
              setSaveError(null);
            }}
          />

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
                  labels={phoneLabels}
                  widget="resort-rental-locations"
                  onChange={(draft) => {
                    latestPhones.current = { ...latestPhones.current, [selected.Id]: draft };
                    setPhones((all) => ({ ...all, [selected.Id]: draft }));
                    if (draft.raw !== phoneDraft?.raw) setSaveError(null);
                  }}
                />
              )}
              {saveError && (
                <div className="rw-alert" role="alert">
                  <p>
                    <strong>{labels['rental.saveFailedMessage']}</strong>{' '}
                    {userMessage(saveError, coreText)}
                  </p>
                </div>
              )}
              {!readOnly && (
                <div className="rw-rental__actions">
                  <button type="button" className="rw-button" {...busyButton(saving, !canSave)} aria-busy={saving || undefined} onClick={() => void save()}>
                    {saving ? labels['rental.saving'] : saveError ? labels['rental.saveFailed'] : labels['rental.select']}
                  </button>
                </div>
              )}
            </div>
          )}
        </div>
      )}
    </>
  );
}
