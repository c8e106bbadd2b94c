import { retryCart, type CartState } from '../../src/stores/cart.ts';
import { ErrorNotice } from '../../src/ui/ErrorNotice.tsx';
import { useLabels } from '../../src/ui/use-labels.ts';
import { cartLabels } from './labels.ts';

/** Every cart island's failed-load notice: the sentence for the error, with Retry. */
export function CartLoadError({ state }: { state: Pick<CartState, 'error' | 'loading'> }) {
  const labels = useLabels(cartLabels);
  if (!state.error) return null;
  return <ErrorNotice title={labels['cart.loadError']} error={state.error} retrying={state.loading} onRetry={() => void retryCart()} />;
}
