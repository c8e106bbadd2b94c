import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

interface Props<K extends string> {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  /** The selected tab's panel. */
  children: ReactNode;
  className?: string;
}

/**
 * The WAI-ARIA tabs pattern with automatic activation: one tab stop for the list (the selected
 * tab), Left/Right arrows move and select (wrapping), Home and End go to the ends; the panel is
 * labelled by its tab and is itself focusable so Tab from the list reaches its content.
 */
export function Tabs<K extends string>({ label, tabs, selected, onSelect, children, className }: Props<K>) {
  const base = useId();
  const buttons = useRef(new Map<K, HTMLButtonElement>());
  const tabId = (key: K) => `${base}-tab-${key}`;
  const panelId = `${base}-panel`;

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.key === selected);
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight' ? (index >= last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index <= 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.key);
    buttons.current.get(tab.key)?.focus();
  };

  return (
    <div className={className ? `rw-tabs ${className}` : 'rw-tabs'}>
      <div role="tablist" aria-label={label} className="rw-tabs__list" onKeyDown={move}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            ref={(element) => {
              if (element) buttons.current.set(tab.key, element);
              else buttons.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            id={tabId(tab.key)}
            className="rw-tabs__tab"
            aria-selected={tab.key === selected}
            aria-controls={panelId}
            tabIndex={tab.key === selected ? 0 : -1}
            onClick={() => onSelect(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} tabIndex={0} className="rw-tabs__panel">
        {children}
      </div>
    </div>
  );
}

/** Styles for `Tabs`, to add to a widget's own. */
export const tabsStyles = `
.rw-tabs__list { display: flex; flex-wrap: wrap; gap: 0.25rem; border-bottom: 1px solid var(--rw-border); }
.rw-tabs__tab { appearance: none; background: none; border: 0; border-bottom: 3px solid transparent; padding: 0.6rem 1rem; font: inherit; color: inherit; cursor: pointer; margin: 0; }
.rw-tabs__tab[aria-selected="true"] { border-bottom-color: var(--rw-primary); font-weight: 600; }
.rw-tabs__tab:focus-visible, .rw-tabs__panel:focus-visible { outline: none; box-shadow: var(--rw-focus); }
.rw-tabs__panel { padding-top: 1rem; }
`;
