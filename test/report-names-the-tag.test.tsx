/**
 * A failed call's report names the tag whose control the shopper used, and its element, for every
 * family whose tags send the same calls: the cart's islands, the product with its schedule
 * viewer, the household with the add-media form in its dialog.
 */
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { freshPage, serveCart } from '../widgets/cart/test-helpers.ts';
import { startMswServer } from './msw.ts';
import { familyCart } from '../widgets/cart/cart.fixtures.ts';
import { errorReports } from './error-reports.ts';
import type { ErrorReport } from '../src/core/report.ts';
import { attributeChange, seasonPass } from '../widgets/product/product.fixtures.ts';
import { seasonPassSchedule } from '../widgets/payment-schedule/schedules.fixtures.ts';
import { householdOf } from '../widgets/group-members/household.fixtures.ts';
import { onAttributeChange, productPage } from '../widgets/product/test-helpers.ts';
import { setPageData } from '../src/stores/page-data-actions.ts';
import '../widgets/cart/elements/resort-minicart.ts';
import '../widgets/cart/elements/resort-cart.ts';
import '../widgets/product/elements/resort-product.ts';
import '../widgets/payment-schedule/elements/resort-payment-schedule.ts';
import '../widgets/group-members/elements/resort-group-members.ts';
import '../widgets/add-media/elements/resort-add-media.ts';

const server = startMswServer();

/** The reports of this test, with the element each carries. */
const reported = () => errorReports() as ReadonlyArray<ErrorReport & { element?: Element }>;

function shadow(element: Element): HTMLElement {
  return element.shadowRoot as unknown as HTMLElement;
}

function page(markup: string): Element[] {
  document.body.insertAdjacentHTML('beforeend', markup);
  return [...document.body.querySelectorAll('resort-minicart, resort-cart, resort-product, resort-payment-schedule, resort-group-members')];
}

/** Presses Remove on the tour in `island` and confirms it. */
async function removeTourIn(island: Element) {
  const user = userEvent.setup();
  const inside = within(shadow(island));
  await user.click(await inside.findByRole('button', { name: 'Remove Guided Snowshoe Tour' }));
  await user.click(within(inside.getByRole('dialog', { name: 'Remove item' })).getByRole('button', { name: 'Remove' }));
}

describe('a failed call’s report names the tag whose control was used', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  // The islands leave with their test, so none of them asks the store in the next one.
  afterEach(() => document.body.replaceChildren());

  describe('the cart family (<resort-minicart>, <resort-cart>)', () => {
    beforeEach(() => {
      freshPage();
      server.use(serveCart(familyCart()), http.post('/ShoppingCart/RemoveShoppingCartItem', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    });

    it('reports a refused Remove pressed in <resort-cart> as resort-cart, with its element, though the mini cart sends the same call', async () => {
      const [, cart] = page('<resort-minicart></resort-minicart><resort-cart></resort-cart>');
      await removeTourIn(cart!);
      await waitFor(() => expect(reported()).toHaveLength(1));
      expect(reported()[0]).toMatchObject({ widget: 'resort-cart', operation: 'POST /ShoppingCart/RemoveShoppingCartItem', status: 500 });
      expect(reported()[0]?.element).toBe(cart);
    });

    it('tells two copies of <resort-cart> apart by their element', async () => {
      const [first, second] = page('<resort-cart></resort-cart><resort-cart></resort-cart>');
      await within(shadow(first!)).findByRole('button', { name: 'Remove Guided Snowshoe Tour' });
      await removeTourIn(second!);
      await waitFor(() => expect(reported()).toHaveLength(1));
      expect(reported()[0]).toMatchObject({ widget: 'resort-cart', copy: 2 });
      expect(reported()[0]?.element).toBe(second);
    });
  });

  describe('the product (<resort-product>) with its schedule viewer (<resort-payment-schedule>)', () => {
    beforeEach(() => productPage({ products: [seasonPass()] }));

    it('names the product for its own refused update, and the viewer for the schedule it asks after the product’s change', async () => {
      let scheduleCalls = 0;
      let updateCalls = 0;
      server.use(
        http.post('/api/ui/paymentplans/schedules/:id', () => (++scheduleCalls === 1 ? HttpResponse.json(seasonPassSchedule()) : HttpResponse.json({ message: 'down' }, { status: 500 }))),
        onAttributeChange(() => (++updateCalls <= 2 ? HttpResponse.json({ message: 'down' }, { status: 500 }) : HttpResponse.json(attributeChange({ priceValue: 699, price: '$699.00' })))),
      );
      const [product, viewer] = page('<resort-product product-id="1"></resort-product><resort-payment-schedule product-id="1"></resort-payment-schedule>');
      await waitFor(() => expect(scheduleCalls).toBe(1));
      const user = userEvent.setup();
      const passType = await within(shadow(product!)).findByRole('combobox', { name: 'Pass Type' });
      await user.selectOptions(passType, '1012');
      await waitFor(() => expect(reported()).toHaveLength(2));
      expect(reported().map((report) => [report.widget, report.operation, report.element])).toEqual([
        ['resort-product', 'POST /shoppingcart/productdetails_attributechange', product],
        ['resort-product', 'POST /shoppingcart/productdetails_attributechange', product],
      ]);

      await user.click(within(shadow(product!)).getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(reported()).toHaveLength(3));
      // (The reporter masks the path's long run of letters and digits as it would a token.)
      expect(reported()[2]).toMatchObject({ widget: 'resort-payment-schedule', status: 500 });
      expect(reported()[2]?.element).toBe(viewer);
    });
  });

  describe('the household (<resort-group-members>) with add media (<resort-add-media>) in its dialog', () => {
    beforeEach(() => {
      freshPage();
      setPageData({ user: { SignedIn: true, FirstName: 'Alex', LastName: 'Morgan' }, CustomerSettings: { ShowMediaNumber: true, MediaNumberIsNumeric: true } });
      server.use(
        http.get('/api/checkout/guestinfobase', () => HttpResponse.json(householdOf())),
        http.post('/api/product/assignMedia', () => HttpResponse.json({ message: 'down' }, { status: 500 })),
      );
    });

    it('names the add-media form drawn inside the household’s dialog, with that element, for the card it failed to add', async () => {
      const [household] = page('<resort-group-members add-media></resort-group-members>');
      const user = userEvent.setup();
      const inside = within(shadow(household!));
      await user.click(await inside.findByRole('button', { name: 'Add Media, Sam Morgan' }));
      const dialog = await inside.findByRole('dialog', { name: 'Add Media for Sam Morgan' });
      const addMedia = dialog.querySelector('resort-add-media')!;
      const form = within(shadow(addMedia));
      await user.type(await form.findByRole('textbox', { name: 'Media number' }), '111122223333');
      await user.click(form.getByRole('button', { name: 'Add Media Number' }));
      const failed = () => reported().filter((report) => report.operation === 'POST /api/product/assignMedia');
      await waitFor(() => expect(failed()).toHaveLength(1));
      expect(failed()[0]).toMatchObject({ widget: 'resort-add-media', status: 500 });
      expect(failed()[0]?.element).toBe(addMedia);
    });
  });
});

