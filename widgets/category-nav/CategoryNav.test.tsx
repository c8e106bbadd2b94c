import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import * as api from '../../src/api/client.ts';
import { setPageData } from '../../src/stores/page-data-actions.ts';
import { startMswServer } from '../../test/msw.ts';
import { resortCategories } from './categories.fixtures.ts';
import { CategoryNav } from './CategoryNav.tsx';
import { CATEGORIES_PATH } from './category-schemas.ts';

const serveCategories = (answer: JsonBodyType = resortCategories(), status = 200) =>
  http.get(CATEGORIES_PATH, () => HttpResponse.json(answer, { status }));
const server = startMswServer(serveCategories());

beforeEach(() => {
  api.invalidate();
  setPageData({});
});

const toggle = () => screen.getByRole('button', { name: "I'm looking for" });

describe('<resort-category-nav>', () => {
  it('opens the "I\'m looking for" list of top-menu categories linking to /s{url}', async () => {
    render(<CategoryNav />);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Season Passes', '/s/season-passes'],
      ['Lift Tickets', '/s/lift-tickets'],
      ['Rentals', '/s/rentals'],
      ['Activities', '/s/activities'],
      ['Vouchers', '/s/vouchers'],
    ]);
    expect(screen.queryByText('Staff Passes')).toBeNull();
    expect(screen.queryByText('Gift Shop')).toBeNull();
  });

  it('draws 10,000 categories twenty at a time, with Show 20 more', async () => {
    const many = Array.from({ length: 10_000 }, (_, index) => ({ Id: 100 + index, Name: `Category ${index}`, SeName: `category-${index}`, Url: `/category-${index}` }));
    server.use(serveCategories(many));
    render(<CategoryNav />);
    await userEvent.click(toggle());
    expect(await screen.findAllByRole('link')).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'Show 20 more' }));
    expect(screen.getAllByRole('link')).toHaveLength(40);
    expect(screen.getByRole('link', { name: 'Category 39' })).toHaveAttribute('href', '/s/category-39');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  });

  it('lists the categories the host put in page data without asking the store', async () => {
    const asked: string[] = [];
    server.use(http.get(CATEGORIES_PATH, ({ request }) => (asked.push(request.url), HttpResponse.json([]))));
    setPageData({ categories: [...resortCategories(), { Id: 'bad' }] });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<CategoryNav />);
    await userEvent.click(toggle());
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Season Passes', 'Lift Tickets', 'Rentals', 'Activities', 'Vouchers']);
    expect(asked).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('1 of'));
    warn.mockRestore();
  });

  it('is a navigation landmark', () => {
    render(<CategoryNav />);
    expect(screen.getByRole('navigation', { name: 'Shop by category' })).toContainElement(toggle());
  });

  it('works with the keyboard: ArrowDown opens and focuses the first link, arrows move, Escape closes back to the button', async () => {
    render(<CategoryNav />);
    await act(async () => toggle().focus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Season Passes' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Lift Tickets' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('link', { name: 'Vouchers' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Season Passes' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: 'Vouchers' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('link', { name: 'Season Passes' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
  });

  it('opens with Enter too, and Tab moves on through the links', async () => {
    render(<CategoryNav />);
    await act(async () => toggle().focus());
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('link', { name: 'Season Passes' });
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Season Passes' })).toHaveFocus();
  });

  it('closes on a click elsewhere', async () => {
    render(
      <>
        <CategoryNav open />
        <p>Elsewhere</p>
      </>,
    );
    await screen.findByRole('link', { name: 'Rentals' });
    await userEvent.click(screen.getByText('Elsewhere'));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('loads the categories once, when the pointer or focus first reaches the button', async () => {
    let requests = 0;
    server.use(
      http.get(CATEGORIES_PATH, () => {
        requests += 1;
        return HttpResponse.json(resortCategories());
      }),
    );
    render(<CategoryNav />);
    expect(requests).toBe(0);
    await act(async () => toggle().focus());
    await vi.waitFor(() => expect(requests).toBe(1));
    await userEvent.click(toggle());
    await screen.findByRole('link', { name: 'Rentals' });
    expect(requests).toBe(1);
  });

  it('shows loading while the categories come', async () => {
    let release: (() => void) | null = null;
    server.use(
      http.get(CATEGORIES_PATH, async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json(resortCategories());
      }),
    );
    render(<CategoryNav open />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    await vi.waitFor(() => expect(release).not.toBeNull());
    await act(async () => release?.());
    expect(await screen.findByRole('link', { name: 'Rentals' })).toBeInTheDocument();
  });

  it.each([
    ['a 500', () => serveCategories({ message: 'down' }, 500), 'The store could not complete this request.'],
    ['an answer that is not a list', () => serveCategories({ categories: [] }), 'The store sent an answer we could not read.'],
    ['a dropped network', () => http.get(CATEGORIES_PATH, () => HttpResponse.error()), 'We could not reach the store.'],
  ])('shows a clear error with Retry for %s', async (_name, handler, text) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(handler());
    render(<CategoryNav open />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The categories could not be loaded.');
    expect(alert).toHaveTextContent(text);
    server.use(serveCategories());
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Rentals' })).toBeInTheDocument();
  });

  it('shows the good entries of a list with some bad ones, and says so in the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(serveCategories([{ Id: 1, Name: 'Rentals', SeName: 'rentals' }, { Id: 'x' }]));
    render(<CategoryNav open />);
    expect(await screen.findByRole('link', { name: 'Rentals' })).toHaveAttribute('href', '/s/rentals');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('1 of 2 categories'));
  });

  it('says when there is nothing to show', async () => {
    server.use(serveCategories([]));
    render(<CategoryNav open />);
    expect(await screen.findByText('No categories to show yet.')).toBeInTheDocument();
  });
});
