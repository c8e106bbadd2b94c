import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import * as api from '../../src/api/client.ts';
import { setPageData } from '../../src/stores/page-data-actions.ts';
import { startMswServer } from '../../test/msw.ts';
import { PICTURE, categoryAnswer, categoryProduct, manyProducts, subCategory } from './category.fixtures.ts';
import type { CategoryViewedDetail } from '../../src/events/bus.ts';
import { Category } from './Category.tsx';
import { CATEGORY_PATH } from './category-schemas.ts';

const serveCategory = (answer: JsonBodyType = categoryAnswer(), status = 200) => http.get(`${CATEGORY_PATH}:id`, () => HttpResponse.json(answer, { status }));
const server = startMswServer(serveCategory());

beforeEach(() => {
  api.invalidate();
  setPageData({});
});

function viewedEvents(): CategoryViewedDetail[] {
  const seen: CategoryViewedDetail[] = [];
  const listener = (event: Event) => seen.push((event as CustomEvent<CategoryViewedDetail>).detail);
  window.addEventListener('resort:category:viewed', listener);
  onTestFinished(() => window.removeEventListener('resort:category:viewed', listener));
  return seen;
}

describe('<resort-category>', () => {
  it('lists the subcategories and the products, each linking to its page with its price and picture', async () => {
    const asked: string[] = [];
    server.use(http.get(`${CATEGORY_PATH}:id`, ({ request }) => (asked.push(new URL(request.url).pathname), HttpResponse.json(categoryAnswer()))));
    render(<Category categoryId={2} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    const products = await screen.findByRole('region', { name: 'Products' });
    expect(asked).toEqual(['/api/category/2']);
    const links = within(products).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['1-Day Lift Ticket', '/lift-ticket-1-day'],
      ['Half-Day Lift Ticket', '/half-day-lift-ticket'],
    ]);
    expect(within(products).getByText('$129.00')).toBeInTheDocument();
    expect(within(products).getByText('$89.00')).toBeInTheDocument();
    expect(within(products).getByText('One day on every lift.')).toBeInTheDocument();
    // One picture: the second product has none.
    expect(products.querySelectorAll('img')).toHaveLength(1);
    expect(products.querySelector('img')).toHaveAttribute('src', PICTURE);
    const subs = screen.getByRole('navigation', { name: 'Subcategories' });
    expect(within(subs).getByRole('link', { name: 'Multi-Day Tickets' })).toHaveAttribute('href', '/s/multi-day-tickets');
  });

  it('shows prices in the page’s locale and currency', async () => {
    setPageData({ locale: 'fr-CA', currency: 'CAD' });
    render(<Category categoryId={2} />);
    const products = await screen.findByRole('region', { name: 'Products' });
    expect(within(products).getByText(/129,00\s\$/)).toBeInTheDocument();
  });

  it('sends resort:category:viewed once, with the products as GA4 list items in the order shown', async () => {
    const seen = viewedEvents();
    render(<Category categoryId={2} />);
    await screen.findByRole('region', { name: 'Products' });
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toMatchObject({
      categoryId: 2,
      categoryName: 'Lift Tickets',
      items: [
        { item_id: '3', item_name: '1-Day Lift Ticket', price: 129, quantity: 1, index: 0 },
        { item_id: '14', item_name: 'Half-Day Lift Ticket', price: 89, quantity: 1, index: 1 },
      ],
    });
    await userEvent.click(document.body);
    expect(seen).toHaveLength(1);
  });

  it('pushes GA4’s view_item_list once for the category, and select_item with the product’s place when its link is followed', async () => {
    const layer: Array<{ event?: string; ecommerce?: unknown }> = [];
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
    onTestFinished(() => {
      delete (window as unknown as { dataLayer?: unknown[] }).dataLayer;
    });
    render(<Category categoryId={2} />);
    const products = await screen.findByRole('region', { name: 'Products' });
    await vi.waitFor(() => expect(layer.filter((entry) => entry.event === 'view_item_list')).toHaveLength(1));
    expect(layer.find((entry) => entry.event === 'view_item_list')?.ecommerce).toMatchObject({
      item_list_id: '2',
      item_list_name: 'Lift Tickets',
      items: [
        { item_id: '3', item_name: '1-Day Lift Ticket', index: 0 },
        { item_id: '14', item_name: 'Half-Day Lift Ticket', index: 1 },
      ],
    });
    const link = within(products).getByRole('link', { name: 'Half-Day Lift Ticket' });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(layer.filter((entry) => entry.event === 'select_item').map((entry) => entry.ecommerce)).toEqual([
      expect.objectContaining({ item_list_id: '2', item_list_name: 'Lift Tickets', items: [expect.objectContaining({ item_id: '14', index: 1 })] }),
    ]);
  });

  it('draws 20 products at a time, with Show 20 more', async () => {
    server.use(serveCategory(manyProducts(45)));
    render(<Category categoryId={2} />);
    const products = await screen.findByRole('region', { name: 'Products' });
    expect(within(products).getAllByRole('link')).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'Show 20 more' }));
    expect(within(products).getAllByRole('link')).toHaveLength(40);
    await userEvent.click(screen.getByRole('button', { name: 'Show 5 more' }));
    expect(within(products).getAllByRole('link')).toHaveLength(45);
    expect(screen.queryByRole('button', { name: /more/ })).toBeNull();
  });

  it('says when the category has nothing in it, and sends no list event', async () => {
    const seen = viewedEvents();
    server.use(serveCategory(categoryAnswer({ ProductDetails: [], SubCategories: [] })));
    render(<Category categoryId={2} />);
    expect(await screen.findByText('There are no products in this category yet.')).toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it('shows the good entries and says how many it could not show', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      serveCategory({
        Id: 2,
        Name: 'Lift Tickets',
        ProductDetails: [categoryProduct(3, '1-Day Lift Ticket', 129), { Id: 'x', Name: 'Broken' }, categoryProduct(4, 'Free', Number.NaN), categoryProduct(5, ' ', 10)],
        SubCategories: [subCategory(6, 'Nowhere', { SeName: '', Url: '' }), subCategory(7, 'Multi-Day Tickets', { PictureUrl: 'javascript:alert(1)' })],
      }),
    );
    render(<Category categoryId={2} />);
    const products = await screen.findByRole('region', { name: 'Products' });
    expect(within(products).getAllByRole('link').map((link) => link.textContent)).toEqual(['1-Day Lift Ticket']);
    expect(screen.getByRole('link', { name: 'Multi-Day Tickets' })).toHaveAttribute('href', '/s/multi-day-tickets');
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByText('Entries that could not be shown: 4.')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('3 of 4 products'));
  });

  it.each([
    ['a 500', () => serveCategory({ message: 'down' }, 500), 'The store could not complete this request.'],
    ['an answer of the wrong shape', () => serveCategory({ Id: 2, Name: 'Lift Tickets', ProductDetails: 'none' }), 'The store sent an answer we could not read.'],
    ['a dropped network', () => http.get(`${CATEGORY_PATH}:id`, () => HttpResponse.error()), 'We could not reach the store.'],
  ])('shows a clear error with Retry for %s, and Retry asks again', async (_name, handler, text) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(handler());
    render(<Category categoryId={2} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This category could not be loaded.');
    expect(alert).toHaveTextContent(text);
    server.use(serveCategory());
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: '1-Day Lift Ticket' })).toHaveAttribute('href', '/lift-ticket-1-day');
  });

  it('asks nothing without a category id', () => {
    const asked: string[] = [];
    server.use(http.get(`${CATEGORY_PATH}:id`, ({ request }) => (asked.push(request.url), HttpResponse.json(categoryAnswer()))));
    render(<Category />);
    expect(screen.getByText('No category to show: the page did not say which one.')).toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
