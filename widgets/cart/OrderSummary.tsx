import { useStore } from '@nanostores/react';
import { $settings } from '../../src/stores/settings.ts';
import { CartLoadError } from './CartLoadError.tsx';
import { Spinner } from '../../src/ui/Spinner.tsx';
import { useLocale } from '../../src/ui/use-locale.ts';
import { summaryLines } from './summary-lines.ts';
import { useCart } from './use-cart.ts';
import { useLabels } from '../../src/ui/use-labels.ts';
import { cartLabels } from './labels.ts';
import { useIslandStart } from '../../src/ui/island-start.ts';

export interface OrderSummaryProps {
  hideShipping?: boolean | undefined;
}

/** `<resort-order-summary>`: the order's totals. */
export function OrderSummary({ hideShipping = false }: OrderSummaryProps) {
  const { cart, error, loading } = useCart();
  useIslandStart(cart ? 'ready' : error ? 'failed' : 'loading');
  const labels = useLabels(cartLabels);
  const { ShoppingCartSettings } = useStore($settings);
  const { money, number } = useLocale();

  return (
    <section className="rw-summary" aria-labelledby="rw-summary-title">
      <h2 className="rw-summary__title" id="rw-summary-title">
        {labels['summary.title']}
      </h2>
      {!cart && <CartLoadError state={{ error, loading }} />}
      {!cart && !error && <Spinner label={labels['common.loading']} />}
      {cart && (
        <table className="rw-summary__table">
          <tbody>
            {summaryLines(cart, labels, { hideShipping: hideShipping || ShoppingCartSettings.HideShippingTotal, number }).map((line) => (
              <tr key={line.key} className={`rw-summary__row rw-summary__row--${line.kind}`}>
                <th scope="row">{line.label}</th>
                <td>{money(line.kind === 'discount' ? -line.amount : line.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
