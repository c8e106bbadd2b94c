import { Component, Suspense, lazy, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { coreLabels } from '../core/labels.ts';
import { pageIsLeaving } from '../core/page-leaving.ts';
import { useLabels } from './use-labels.ts';

/** The errors of loads that failed: only these are the part's to show; any other goes up to the island. */
const failedLoads = new WeakSet<object>();
// An error from another realm (a frame's script) is no `instanceof Object` here.
const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type PartModule = { default: ComponentType<any> };

export interface LazyPart<M extends PartModule> {
  /** Fetches the part's chunk (one request however many ask; one that failed is asked again next time). */
  load: () => Promise<M>;
  /** The same, for a pointer, a touch or the focus nearing the control that opens it. */
  prefetch: () => void;
  /**
   * The part, drawn once its chunk is there (`loading` meanwhile, nothing unless given); in its
   * place, if the chunk cannot be fetched, a short alert with Try again.
   */
  Part: ComponentType<ComponentProps<M['default']> & { loading?: ReactNode }>;
}

/**
 * A part of a widget that its first paint does not draw (a dialog, a panel), as a chunk of its own
 * fetched when the shopper nears what opens it. Where the chunk cannot be fetched (offline, a file
 * gone after a release) the part's place says so and offers to try again; the rest of the island
 * stays as it was.
 */
export function lazyPart<M extends PartModule>(importPart: () => Promise<M>): LazyPart<M> {
  type P = ComponentProps<M['default']>;
  let chunk: Promise<M> | null = null;
  const load = () =>
    (chunk ??= importPart().catch((error: unknown) => {
      chunk = null;
      if (isObject(error)) failedLoads.add(error);
      // A prefetch the browser ended as the shopper left (WebKit ends imports as a navigation begins) is no failure.
      if (!pageIsLeaving()) console.error('resort-widgets: a part of the page could not be loaded.', error);
      throw error;
    }));
  // React keeps a failed lazy part failed: a new one is made for each try.
  let Lazy = lazy(load);
  function Part(props: P & { loading?: ReactNode }) {
    const { loading = null, ...rest } = props as { loading?: ReactNode };
    const [, retried] = useState(0);
    return (
      <PartBoundary
        retry={() => {
          Lazy = lazy(load);
          retried((count) => count + 1);
        }}
      >
        <Suspense fallback={loading}>
          <Lazy {...(rest as P)} />
        </Suspense>
      </PartBoundary>
    );
  }
  return { load, prefetch: () => void load().catch(() => undefined), Part };
}

interface BoundaryProps {
  retry: () => void;
  children: ReactNode;
}

class PartBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!(isObject(error) && failedLoads.has(error))) throw error as Error;
    return (
      <PartFailed
        retry={() => {
          this.props.retry();
          this.setState({ error: null });
        }}
      />
    );
  }
}

function PartFailed({ retry }: { retry: () => void }) {
  const labels = useLabels(coreLabels);
  return (
    <div className="rw-alert" role="alert">
      <p>{labels['island.crashed']}</p>
      <button type="button" className="rw-button" onClick={retry}>
        {labels['island.tryAgain']}
      </button>
    </div>
  );
}
