/**
 * The benchmark's baseline: the same components as the islands, rendered in ONE plain React
 * root (portals into the page's placeholders), without custom elements or shadow roots. The
 * benchmark compares the islands' boot time with this.
 */
import { createRoot } from 'react-dom/client';
import { createPortal } from 'react-dom';
import type { ReactNode } from 'react';
import { MiniCart } from '../../widgets/cart/MiniCart.tsx';
import { FullCart } from '../../widgets/cart/FullCart.tsx';
import { OrderSummary } from '../../widgets/cart/OrderSummary.tsx';
import { DiscountCode } from '../../widgets/cart/DiscountCode.tsx';
import { SignInMenu } from '../../widgets/signin/SignInMenu.tsx';
import { CategoryNav } from '../../widgets/category-nav/CategoryNav.tsx';
import { VoucherBox } from '../../widgets/voucher-box/VoucherBox.tsx';
import { PaymentSchedule } from '../../widgets/payment-schedule/PaymentSchedule.tsx';

const components: Record<string, (props: Record<string, string>) => ReactNode> = {
  'resort-minicart': (props) => <MiniCart {...props} />,
  'resort-cart': () => <FullCart />,
  'resort-order-summary': () => <OrderSummary />,
  'resort-discount-code': () => <DiscountCode />,
  'resort-signin-menu': () => <SignInMenu />,
  'resort-category-nav': () => <CategoryNav />,
  // `/` carries the voucher banner and `/cart` the cart's payment schedules.
  'resort-voucher-box': () => <VoucherBox />,
  'resort-payment-schedule': (props) => <PaymentSchedule mode={props.mode === 'cart' ? 'cart' : 'product'} />,
};

const targets = [...document.querySelectorAll<HTMLElement>('[data-baseline]')];
const host = document.createElement('div');
document.body.append(host);
createRoot(host).render(
  <>
    {targets.map((target, index) => {
      const render = components[target.dataset.baseline ?? ''];
      const mode = target.getAttribute('mode');
      return render ? createPortal(<div className="rw-root">{render(mode ? { mode } : {})}</div>, target, String(index)) : null;
    })}
  </>,
);
