import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Iti } from 'intl-tel-input';
import { useStore } from '@nanostores/react';
import { $settings } from '../../stores/settings.ts';
import { loadPhoneInput } from './load-phone-input.ts';
import { PHONE_MAX_LENGTH, PREFERRED_COUNTRIES, contactPhoneFromE164, parseContactPhone, selectionAfterRewrite, startingPhoneCountry, stillNationalNumber } from './phone.ts';
import { GLOBE_PATHS, phoneFieldDocumentStyles } from './phone-field-styles.ts';
import { useLocale } from '../use-locale.ts';
import { wrapTab } from '../focus-scope.ts';
import { adoptStyles } from '../adopt-styles.ts';

/** The field's wording, in the words of the widget that shows it. */
export interface PhoneFieldLabels {
  label: string;
  invalid: string;
  loadError: string;
  retry: string;
  /** The country button's name (intl-tel-input fills `${dialCode}` and `${countryName}`). */
  countryButton: string;
  countryList: string;
  /** intl-tel-input's own words: the button with no country, its search, and its result counts. */
  noCountry: string;
  countrySearch: string;
  clearSearch: string;
  close: string;
  noResults: string;
  results: (count: number) => string;
}

/** What the shopper has entered: the text as typed, the country, and the number to store when valid. */
export interface PhoneDraft {
  raw: string;
  /** ISO 3166 alpha-2 of the selected country (`us`). */
  country: string;
  /** `+<country code> <number>` when valid, else null. */
  stored: string | null;
  /** Typed before the validation utils came in: `stored` is not known yet; another reading follows. */
  pending?: boolean;
}

interface Props {
  /** The island's element: the field is projected into its shadow root from the light DOM. */
  host?: HTMLElement | undefined;
  /** The number saved earlier (`+<country code> <number>`), to start from. */
  saved: string;
  draft: PhoneDraft | null;
  onChange: (draft: PhoneDraft) => void;
  disabled: boolean;
  labels: PhoneFieldLabels;
  /** A number must be given (the error shows once the field was left empty); default true. */
  required?: boolean | undefined;
  /** The input's name (`ContactPhone`, `Phone`). */
  name?: string | undefined;
  /** Who logs a failed load (`resort-rental-locations`). */
  widget: string;
  /** Set by the form on a submit: the error shows even if the field was never visited. */
  showError?: boolean | undefined;
  /**
   * Load intl-tel-input and its validation utils (about 20 + 48 KiB, and 40 ms of a phone's main
   * thread to build the country list) when the shopper reaches the field (a pointer over it, a
   * press, focus or typing) rather than when it shows. Until then the field shows the number on
   * file behind a still copy of the country button, and reports nothing, so the widget keeps the
   * number on file: for a form that starts from saved data (the profile).
   */
  loadOnUse?: boolean | undefined;
}

/**
 * A phone number: intl-tel-input with US and Canada first, at most 20 characters, stored as
 * `+<country code> <number>`, an error style while invalid.
 *
 * Why the light DOM: intl-tel-input listens for outside clicks on `document` and measures its
 * dropdown in `document.body`, and its detached dropdown (`dropdownParent`) is positioned with CSS
 * anchors, whose names do not cross a shadow root. Inside our shadow root the first two misfire
 * and the third breaks, so the field (label, input, dropdown) is rendered into a light-DOM child
 * of the host and shown where it belongs through a `<slot>`; its styles and intl-tel-input's go
 * into the document, scoped to the field. The rest of the island keeps its shadow root.
 */
export function PhoneField({ host, saved, draft, onChange, disabled, labels, required = true, name = 'ContactPhone', widget, showError = false, loadOnUse = false }: Props) {
  const slotName = `rw-phone-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const inputId = useId();
  const errorId = useId();
  const [target] = useState<HTMLElement | null>(() => {
    if (!host?.shadowRoot) return null;
    const element = document.createElement('div');
    element.slot = slotName;
    element.className = 'rw-phone-light';
    return element;
  });
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  const [touched, setTouched] = useState(false);
  const iti = useRef<Iti | null>(null);
  const onChangeRef = useRef(onChange);
  const { locale } = useLocale();
  // The store's country (the page locale's when it names none): Canada on a French-Canadian page.
  const country = startingPhoneCountry(useStore($settings).DefaultCountry);
  const start = useRef({ draft, saved, widget, country });
  const [reached, setReached] = useState(!loadOnUse);
  /** intl-tel-input has drawn its country button: the still one goes, for good. */
  const [drawn, setDrawn] = useState(false);
  const reach = () => setReached(true);
  /** intl-tel-input moves the input into its own box, which takes focus away: not the shopper leaving. */
  const moving = useRef(false);

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  // intl-tel-input starts when the field is reached, maybe long after it showed: from what is on file then.
  useEffect(() => {
    start.current = { draft, saved, widget, country };
  });

  // Our rules go in before the first paint: the field is in the light DOM, where the host's
  // `input {…}` rules would style it until intl-tel-input (a separate chunk) has come in.
  useLayoutEffect(() => adoptStyles(document, 'resort-phone-field', phoneFieldDocumentStyles), []);

  useEffect(() => {
    if (!target || !host) return;
    host.append(target);
    return () => target.remove();
  }, [host, target]);

  useEffect(() => {
    if (!input || !reached) return;
    let cancelled = false;
    let instance: Iti | null = null;
    // intl-tel-input validates only once its utils are in (it throws before).
    let utilsReady = false;
    const report = () => {
      if (!instance) return;
      const country = instance.getSelectedCountry();
      const valid = utilsReady && instance.isValidNumber() === true;
      const stored = valid && country ? contactPhoneFromE164(instance.getNumber(), country.dialCode) : null;
      onChangeRef.current({ raw: input.value, country: country?.iso2 ?? '', stored, ...(utilsReady ? {} : { pending: true }) });
    };
    loadPhoneInput()
      .then(async ({ intlTelInput, css, loadUtils }) => {
        if (cancelled) return;
        // Before ours, so our rules win ties though intl-tel-input's arrive later.
        adoptStyles(document, 'intl-tel-input', css, { first: true });
        const { draft: first, saved: savedPhone, country: startCountry } = start.current;
        // intl-tel-input takes its words when it starts: a new language starts it again (what was typed stays in the field).
        const words = labels;
        const previous = parseContactPhone(savedPhone);
        // What the shopper typed while intl-tel-input was loading wins; then what they typed before
        // (another site was looked at meanwhile); then the number saved with this site.
        // The still field showed the number on file (the input's default): text that differs was typed.
        const typedEarly = input.value.trim() !== '' && input.value !== input.defaultValue;
        // A shopper already in the field may have selected the still number to type over it: the
        // selection is given back once the library has written the number again (below).
        const focused = input.matches(':focus');
        const before = { value: input.value, start: input.selectionStart ?? 0, end: input.selectionEnd ?? 0 };
        if (!typedEarly) input.value = first?.raw ?? '';
        moving.current = true;
        instance = intlTelInput(input, {
          countryOrder: [...PREFERRED_COUNTRIES],
          initialCountry: (first?.country || startCountry.iso2) as 'us',
          showFlags: false,
          separateDialCode: true,
          // The still field's example number is ours: intl-tel-input's replaces it, and follows the country chosen.
          placeholderNumberPolicy: 'AGGRESSIVE',
          loadUtils,
          // The fullscreen country list (small screens) is appended to <body>: give it our scope.
          classNames: { countrySelectorContainer: 'rw-phone-light' },
          // The button shows the dial code: its name starts with what it shows (WCAG 2.5.3).
          countryNameLocale: locale,
          uiTranslations: {
            selectedCountryAriaLabel: words.countryButton,
            noCountrySelected: words.noCountry,
            countryListAriaLabel: words.countryList,
            searchPlaceholder: words.countrySearch,
            clearSearchAriaLabel: words.clearSearch,
            closeCountrySelectorAriaLabel: words.close,
            searchEmptyState: words.noResults,
            searchSummaryAria: (count: number) => (count === 0 ? words.noResults : words.results(count)),
          },
        });
        iti.current = instance;
        setDrawn(true);
        if (!typedEarly && !first && previous) instance.setNumber(`+${previous.dialCode}${previous.number}`);
        if (focused) {
          input.focus();
          input.setSelectionRange(...selectionAfterRewrite(before, input.value));
        }
        moving.current = false;
        // intl-tel-input's country list is a modal dialog (`aria-modal`) that it leaves unnamed and
        // closes on Tab: as it opens, beside the field or (small screens) at the end of <body>, it is
        // named and keeps Tab inside until Escape, a choice or a click away closes it, as every
        // dialog of ours does (`wrapTab`, which `useDialog` uses too).
        const selector = input.closest('.iti')?.querySelector('.iti__selected-country');
        const controls = selector?.getAttribute('aria-controls');
        input.addEventListener('open:countryselector', () => {
          const list = controls ? ((input.getRootNode() as Document | ShadowRoot).getElementById(controls) ?? document.getElementById(controls)) : null;
          if (!list || list.hasAttribute('aria-label')) return;
          list.setAttribute('aria-label', words.countryList);
          // Before intl-tel-input's own listeners, which close the list on Tab.
          list.addEventListener(
            'keydown',
            (event) => {
              if (event.key !== 'Tab') return;
              event.stopPropagation();
              wrapTab(event, list);
            },
            { capture: true },
          );
        });
        // A field loaded on use says nothing until its check can: the widget keeps the number on file.
        if (!loadOnUse) report();
        input.addEventListener('input', report);
        input.addEventListener('countrychange', report);
        await instance.promise;
        // Another field may have asked first: the utils are in once the one shared request is.
        await loadUtils();
        if (cancelled) return;
        utilsReady = true;
        setStatus('ready');
        report();
      })
      .catch((error: unknown) => {
        console.error(`${start.current.widget}: intl-tel-input could not be loaded.`, error);
        if (cancelled) return;
        setStatus('failed');
        // What was typed cannot be checked: a form waiting for the reading gets one (not valid).
        if (input.value.trim() !== '') onChangeRef.current({ raw: input.value, country: '', stored: null });
      });
    return () => {
      cancelled = true;
      moving.current = false;
      input.removeEventListener('input', report);
      input.removeEventListener('countrychange', report);
      instance?.destroy();
      iti.current = null;
    };
  }, [input, reached, attempt, labels, locale, loadOnUse]);

  useEffect(() => {
    iti.current?.setDisabled(disabled);
  }, [disabled, status]);

  const savedPhone = parseContactPhone(saved);
  // Before intl-tel-input is in, the field shows the number on file as intl-tel-input will.
  const stillValue = savedPhone ? stillNationalNumber(savedPhone.dialCode, savedPhone.number) : '';
  // An empty field says what to type with an example number (intl-tel-input's own, once it is in),
  // so the dial code beside it never reads as a value already typed.
  const stillPlaceholder = savedPhone ? undefined : country.example;

  const typed = (draft?.raw ?? '').trim() !== '';
  // An optional field left empty is fine; anything typed must be a number.
  const invalid = status === 'ready' && !draft?.stored && (typed || (required && (touched || showError)));

  const field = (
    <div className="rw-phone">
      <label className="rw-phone__label" htmlFor={inputId}>
        {labels.label}
      </label>
      {/* intl-tel-input wraps the input in its own element: React owns only this span around both. */}
      <span
        className="rw-phone__control"
        key={attempt}
        data-ready={status === 'ready' || undefined}
        aria-busy={(reached && status === 'loading') || undefined}
        onPointerEnter={reached ? undefined : reach}
      >
        {!drawn && <StillCountryButton dialCode={savedPhone?.dialCode ?? country.dialCode} />}
        <input
          ref={setInput}
          id={inputId}
          className="rw-phone__input"
          type="tel"
          name={name}
          autoComplete="tel"
          maxLength={PHONE_MAX_LENGTH}
          required={required}
          defaultValue={stillValue}
          placeholder={stillPlaceholder}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          onBlur={() => moving.current || setTouched(true)}
          {...(reached ? {} : { onFocus: reach, onPointerDown: reach, onKeyDown: reach })}
          // Typed before intl-tel-input is in: not checked yet, so a form waits for the reading that follows.
          onInput={drawn ? undefined : (event) => onChange({ raw: event.currentTarget.value, country: '', stored: null, pending: true })}
        />
      </span>
      {invalid && (
        <p id={errorId} className="rw-phone__error">
          {labels.invalid}
        </p>
      )}
      {status === 'failed' && (
        <p className="rw-phone__error" role="alert">
          {labels.loadError}{' '}
          <button type="button" className="rw-phone__retry" onClick={() => setAttempt(attempt + 1)}>
            {labels.retry}
          </button>
        </p>
      )}
    </div>
  );

  if (!target) return <div className="rw-phone-light">{field}</div>;
  return (
    <>
      <slot name={slotName} />
      {createPortal(field, target)}
    </>
  );
}

/**
 * intl-tel-input's country button as it looks at rest (its globe, arrow and dial code, with its own
 * sizes), drawn while the field waits to be reached: the field looks the same before and after.
 * Not a control: a press on it lands on the input, which loads the real one.
 */
function StillCountryButton({ dialCode }: { dialCode: string }) {
  return (
    <span className="rw-phone__still" aria-hidden="true">
      <span className="rw-phone__still-primary">
        <svg className="rw-phone__still-globe" viewBox="0 0 512 512" width="20" height="17">
          {GLOBE_PATHS.map((d) => (
            <path key={d.length} d={d} />
          ))}
        </svg>
        <span className="rw-phone__still-arrow" />
      </span>
      {dialCode !== '' && <span className="rw-phone__still-dial">+{dialCode}</span>}
    </span>
  );
}
