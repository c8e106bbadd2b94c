/**
 * `defineWidget`: turns a React component into a custom element over
 * @r2wc/react-to-web-component, and adds what r2wc leaves to us:
 *
 * - typed attributes that are also properties; boolean attributes follow HTML (present = true);
 *   removing an attribute resets its prop to the default; bad JSON or numbers warn, never throw;
 * - properties set before the element upgraded are kept;
 * - the first render of an island is a transition, so islands start in short slices of work;
 * - an element moved in the DOM keeps its React tree (unmount is deferred one task and skipped
 *   when the element is back); a removed one unmounts its root;
 * - each island renders inside an error boundary, in an open shadow root with the base styles
 *   (or in light DOM for widgets that hold form fields);
 * - `extend` lets a kind of island add to the element class before it is defined (form fields:
 *   `define-field.tsx`), so islands that are not fields carry none of that code;
 * - defining a tag twice (two copies of the library) warns once and keeps the first definition;
 * - the first island to connect places the page's one connection notice (`connection-notice.tsx`);
 * - the host's markup inside the tag (`data-resort-fallback`) stays in use until the island's first
 *   real state, and again if it cannot start (`fallback.ts`).
 */
import { Suspense, lazy, startTransition, use, useLayoutEffect, useMemo, type ComponentType, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import r2wc from '@r2wc/react-to-web-component';
import { IslandBoundary, islandWording } from './IslandBoundary.tsx';
import { parseAttribute } from './parse-attribute.ts';
import { attributeName, type AttributeSpec, type ElementSpec } from './widget-meta.ts';
import { baseStyles } from '../ui/base-styles.ts';
import { adoptStyles } from '../ui/adopt-styles.ts';
import { hostBoxCss, tagBoxes } from './boxes.ts';
import { LIBRARY_VERSION, warnOnce } from '../core/shared.ts';
import { announceShadowRoot } from './shadow-roots.ts';
import { placeConnectionNotice } from './connection-notice.tsx';
import type { FormControl } from './form-control.ts';
import { $settings } from '../stores/settings.ts';
import { resolveLanguage, type LabelLanguage } from '../core/language.ts';
import { IslandLanguageContext, type IslandLanguageValue } from '../ui/island-language.ts';
import { hasTranslation, loadTranslation, type TranslationLoaders } from './translations.ts';
import { FALLBACK_SLOT, IslandFallback, fallbackOf, setFallback } from './fallback.ts';
import { IslandStartContext } from '../ui/island-start.ts';

const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');

/** Every island's component receives its parsed attributes and its host element. */
export interface IslandProps {
  /** The custom element hosting this island. */
  host?: HTMLElement;
  /** Form-associated islands only: the channel to the host's `<form>`. */
  formControl?: FormControl;
}

export interface WidgetDefinition<P extends object> extends ElementSpec {
  /** The component, or a loader for widgets with heavy dependencies (loaded on first use). */
  component?: ComponentType<P & IslandProps>;
  load?: () => Promise<{ default: ComponentType<P & IslandProps> }>;
  styles?: string;
  /** Attach the shadow root with `delegatesFocus` (fields: `<label for>` and `focus()` reach the control). */
  delegatesFocus?: boolean;
  /** The widget's translation files by language, loaded only when an island of the tag speaks it (`translations.ts`). */
  translations?: TranslationLoaders;
  /** Returns the class to define, built on the island's own (see `define-field.tsx`). */
  extend?: (island: IslandClass) => IslandClass;
}

/** The element class of an island, as `extend` receives it (r2wc's props and render are symbols). */
export type IslandClass = new () => HTMLElement & {
  [PROPS]: Record<string, unknown>;
  [RENDER](): void;
};

export { PROPS as ISLAND_PROPS };

type R2wcInternals = HTMLElement & {
  container: HTMLElement;
  [PROPS]: Record<string, unknown>;
  [RENDER](): void;
  connectedCallback(): void;
  disconnectedCallback(): void;
};

type R2wcConstructor = new () => R2wcInternals;

const NO_DICTIONARY: Readonly<Record<string, string>> = Object.freeze({});

/** A light-DOM island's rules: `:host` becomes the tag's name. */
const lightDomCss = (tag: string, css: string) => css.replace(/:host\(([^()]*(?:\([^()]*\))?[^()]*)\)/g, `${tag}$1`).replace(/:host/g, tag);

/** Registers `meta.tag` (once per page) and returns its element class. */
export function defineWidget<P extends object>(definition: WidgetDefinition<P>): CustomElementConstructor {
  const { tag, attributes, shadow = true, delegatesFocus = false } = definition;
  const existing = customElements.get(tag);
  if (existing) {
    const version = (existing as unknown as { resortVersion?: string }).resortVersion;
    warnOnce(
      `define:${tag}`,
      `${tag}: already defined${version ? ` by resort-widgets ${version}` : ''}; keeping the first definition. Load the library once per page.`,
    );
    return existing;
  }

  const Widget: ComponentType<P & IslandProps> = definition.component
    ? definition.component
    : definition.load
      ? lazy(definition.load)
      : () => {
          throw new Error(`${tag}: defineWidget needs a component or a load function`);
        };

  const byAttribute = new Map<string, AttributeSpec>(attributes.map((meta) => [attributeName(meta.prop), meta]));
  // The tag's reserved box (boxes.ts) sits between the base styles and the widget's own.
  const css = baseStyles + hostBoxCss(tag) + (definition.styles ?? '');
  // The island's rules, adopted by its shadow root, or by the document for a light-DOM island
  // (`src/ui/adopt-styles.ts` is where every root gets its rules).
  const lightCss = shadow ? '' : lightDomCss(tag, css);

  const loaders = definition.translations ?? {};

  /** Provides the island's language; suspends while a translation it needs loads. */
  function Language({ language, children }: { language: Omit<IslandLanguageValue, 'dictionary'>; children: ReactNode }): ReactNode {
    // English needs nothing loaded. `use` may be called conditionally, so a switch of language keeps the widget's state.
    const dictionary = language.language === 'en' ? NO_DICTIONARY : use(loadTranslation(tag, language.language, loaders));
    const value = useMemo(() => ({ ...language, dictionary }), [language, dictionary]);
    return <IslandLanguageContext value={value}>{children}</IslandLanguageContext>;
  }

  /**
   * The spinner of a part that loads later, its wording read each time it is drawn: the island
   * first draws before its labels are in, and a part reached later must not keep that wording.
   * Before a translation is in, the spinner is not named at all rather than named in English.
   */
  function IslandSpinner({ language }: { language: LabelLanguage }): ReactNode {
    if (!hasTranslation(tag, language)) return <span className="rw-spinner" aria-hidden="true" />;
    return <span className="rw-spinner" role="status" aria-label={islandWording(tag, language)['island.loading']} />;
  }

  /** Tells the fallback when the widget's first render is on the page (after the widget's own layout effects). */
  function FirstCommit({ fallback, children }: { fallback: IslandFallback | undefined; children: ReactNode }): ReactNode {
    useLayoutEffect(() => fallback?.committed(), [fallback]);
    return children;
  }

  function Island(props: Record<string, unknown>): ReactNode {
    const { host, ...rest } = props;
    const fallback = fallbackOf(host as HTMLElement | undefined);
    delete rest.container; // r2wc's own prop; our widgets get `host` instead
    const settings = useStore($settings);
    const lang = (host as HTMLElement | undefined)?.getAttribute('lang') ?? null;
    const { language, locale } = resolveLanguage(lang, settings.Language, settings.locale);
    const chosen = useMemo(() => ({ language, locale }), [language, locale]);
    return (
      <div className="rw-root" data-widget={tag} lang={language === 'en' && lang === null ? undefined : locale}>
        <IslandBoundary tag={tag} language={language} onCrash={fallback?.crashed}>
          <Suspense fallback={<IslandSpinner language={language} />}>
            <Language language={chosen}>
              <IslandStartContext value={fallback ?? null}>
                <FirstCommit fallback={fallback}>
                  <Widget {...(rest as P)} host={host as HTMLElement} />
                </FirstCommit>
              </IslandStartContext>
            </Language>
          </Suspense>
        </IslandBoundary>
      </div>
    );
  }

  const Base = r2wc(Island, {
    // We parse attributes ourselves; r2wc only observes them.
    props: Object.fromEntries(attributes.map((meta) => [meta.prop, 'string'])) as Record<string, 'string'>,
  }) as unknown as R2wcConstructor;

  class ResortIsland extends Base {
    static resortVersion = LIBRARY_VERSION;
    static get observedAttributes(): string[] {
      return [...((Base as unknown as { observedAttributes?: string[] }).observedAttributes ?? []), 'lang'];
    }
    #pendingUnmount: ReturnType<typeof setTimeout> | undefined;
    #reflecting = false;

    #fallback: IslandFallback;

    constructor() {
      super();
      let root: ShadowRoot | null = null;
      // The island renders into a container of its own, beside the host's markup (fallback.ts).
      const container = document.createElement('div');
      container.className = 'rw-mount';
      let slot: HTMLSlotElement | null = null;
      if (shadow) {
        root = this.shadowRoot ?? this.attachShadow({ mode: 'open', delegatesFocus });
        adoptStyles(root, `island:${tag}`, css);
        slot = document.createElement('slot');
        slot.name = FALLBACK_SLOT;
        root.append(slot, container);
        announceShadowRoot(root);
      } else {
        adoptStyles(document, `island:${tag}:light`, lightCss);
      }
      this.container = container;
      this.#fallback = new IslandFallback(this, container, slot, tagBoxes[tag]?.untilDrawn === true);
      setFallback(this, this.#fallback);
      const props = this[PROPS];
      props.container = this.container;
      props.host = this;
      for (const meta of attributes) {
        // A property set on the element before it upgraded shadows our accessor: keep its value.
        const own = Object.prototype.hasOwnProperty.call(this, meta.prop);
        const early: unknown = own ? (this as unknown as Record<string, unknown>)[meta.prop] : undefined;
        if (own) delete (this as unknown as Record<string, unknown>)[meta.prop];
        props[meta.prop] = own ? early : parseAttribute(tag, meta, this.getAttribute(attributeName(meta.prop)));
      }
    }

    override connectedCallback(): void {
      if (this.#pendingUnmount !== undefined) {
        // Moved by legacy code (remove + insert): the React tree is still mounted, keep it.
        clearTimeout(this.#pendingUnmount);
        this.#pendingUnmount = undefined;
        return;
      }
      placeConnectionNotice();
      // A light-DOM island's container is its last child (an element may not gain children in its constructor).
      if (!shadow && this.container.parentNode !== this) this.append(this.container);
      this.#fallback.start();
      // The first render is a transition: React renders it in slices of a few milliseconds and
      // lets the page handle input in between. A plain first render of every island on the page
      // was one task of 100–200 ms on a phone's CPU (Lighthouse's blocking time). Later renders
      // (attributes, properties, store changes) stay as urgent as the user's action that caused them.
      startTransition(() => super.connectedCallback());
    }

    override disconnectedCallback(): void {
      clearTimeout(this.#pendingUnmount);
      this.#pendingUnmount = setTimeout(() => {
        this.#pendingUnmount = undefined;
        if (this.isConnected) return;
        super.disconnectedCallback();
        this.#fallback.stop();
      }, 0);
    }

    attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
      // `lang` is HTML's own attribute: the island re-renders in the language it names.
      if (name === 'lang') {
        if (this.isConnected) this[RENDER]();
        return;
      }
      const meta = byAttribute.get(name);
      if (!meta || this.#reflecting) return;
      this[PROPS][meta.prop] = parseAttribute(tag, meta, value);
      this[RENDER]();
    }

    /** Sets a prop from the property API and mirrors simple values to the attribute. */
    setProp(meta: AttributeSpec, given: unknown): void {
      // A number or JSON property given as text (React 19 and many templates set properties from
      // attribute strings) means what the same attribute would.
      const value = typeof given === 'string' && (meta.type === 'number' || meta.type === 'json') ? parseAttribute(tag, meta, given) : given;
      this[PROPS][meta.prop] = value ?? meta.default ?? undefined;
      if (meta.type !== 'json') {
        const attr = attributeName(meta.prop);
        this.#reflecting = true;
        try {
          if (meta.type === 'boolean') this.toggleAttribute(attr, Boolean(value));
          else if (value === null || value === undefined) this.removeAttribute(attr);
          else this.setAttribute(attr, typeof value === 'string' ? value : JSON.stringify(value));
        } finally {
          this.#reflecting = false;
        }
      }
      this[RENDER]();
    }
  }

  for (const meta of attributes) {
    Object.defineProperty(ResortIsland.prototype, meta.prop, {
      configurable: true,
      enumerable: true,
      get(this: ResortIsland) {
        return this[PROPS][meta.prop];
      },
      set(this: ResortIsland, value: unknown) {
        this.setProp(meta, value);
      },
    });
  }

  customElements.define(tag, definition.extend ? definition.extend(ResortIsland) : ResortIsland);
  return customElements.get(tag) ?? ResortIsland;
}
