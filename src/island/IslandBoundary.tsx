import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../core/report-on-use.ts';
import { $settings } from '../stores/settings.ts';
import { coreLabels, resolveLabels } from '../core/labels.ts';
import type { LabelLanguage } from '../core/language.ts';
import { loadedTranslation } from './translations.ts';

/**
 * The island's own wording (its spinner, its crash box) in its language: the host's override of a
 * key, else the translation the island loaded, else English. Read as the island draws.
 */
export const islandWording = (tag: string, language: LabelLanguage) => resolveLabels(coreLabels, { ...loadedTranslation(tag, language), ...$settings.get().labels });

interface Props {
  tag: string;
  language: LabelLanguage;
  /** Before the island started: gives the page back to the host's markup; says whether it did (`fallback.ts`). */
  onCrash?: (() => boolean) | undefined;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * One island failing never takes another down: a widget that throws shows a short text in its
 * own box, logs, reports it (`resort:error`), and offers to try again. One that throws before it
 * has started, over markup of the host's own, leaves that markup in use instead.
 */
export class IslandBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    const byMarkup = this.props.onCrash?.() ?? false;
    console.error(`${this.props.tag}: the widget failed and was replaced by ${byMarkup ? "the page's own markup" : 'an error message'}.`, error, info.componentStack);
    // The error's own message may quote data the widget held, so the report names its kind only.
    reportError({ widget: this.props.tag, operation: 'render', message: `The widget failed to render (${error.name}).` });
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    const labels = islandWording(this.props.tag, this.props.language);
    return (
      <div className="rw-island-error" role="alert">
        <p>{labels['island.crashed']}</p>
        <button type="button" className="rw-button" onClick={() => this.setState({ error: null })}>
          {labels['island.tryAgain']}
        </button>
      </div>
    );
  }
}
