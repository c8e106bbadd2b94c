import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import * as api from '../../src/api/client.ts';
import { setPageData } from '../../src/stores/page-data-actions.ts';
import { startMswServer } from '../../test/msw.ts';
import { resortCategories } from './categories.fixtures.ts';
import { CategoryNav } from './CategoryNav.tsx';
import { CATEGORIES_PATH } from './category-path.ts';

// The list's chunk: asked for how often, and whether the page is offline (it cannot be fetched).
const chunk = vi.hoisted(() => ({ asked: 0, offline: true }));
vi.mock('./CategoryPanel.tsx', async (importOriginal) => {
  chunk.asked += 1;
  if (chunk.offline) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

let requests = 0;
startMswServer(
  http.get(CATEGORIES_PATH, () => {
    requests += 1;
    return HttpResponse.json(resortCategories());
  }),
);
beforeEach(() => {
  api.invalidate();
  setPageData({});
});

const toggle = () => screen.getByRole('button', { name: "I'm looking for" });

describe('<resort-category-nav> before its list has arrived', () => {
  it('draws the button alone, asks for the list when the pointer reaches it, says so with Try again when it cannot be fetched, and lists the categories once it arrives', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<CategoryNav />);
    expect(chunk.asked).toBe(0);
    fireEvent.pointerEnter(toggle());
    await vi.waitFor(() => expect(chunk.asked).toBeGreaterThan(0));

    await userEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the page could not be shown.');
    expect(requests).toBe(0);

    chunk.offline = false;
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByRole('link', { name: 'Rentals' })).toHaveAttribute('href', '/s/rentals');
    expect(requests).toBe(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
