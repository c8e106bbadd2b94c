import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { startMswServer } from '../../../test/msw.ts';
import { attributeChange, household, product } from '../product.fixtures.ts';
import { Product } from '../Product.tsx';
import { cancelPath } from './api.ts';
import { onAttributeChange, onMembers, productPage } from '../test-helpers.ts';

const server = startMswServer();
const signedIn = { user: { SignedIn: true, FirstName: 'Alex', LastName: 'Morgan' } };

const breakfast = () =>
  product({
    Id: 14,
    Name: 'First Tracks Breakfast',
    SeName: 'first-tracks-breakfast',
    IsReservationProduct: true,
    MaxReservations: 2,
    ProductAttributes: [{ Id: 1402, Name: 'Seating', TextPrompt: 'Seating [Assigned To]', AttributeControlType: 'DropdownList', IsRequired: true, Values: [{ Id: 14021, Name: 'Summit lodge', IsPreSelected: true }] }],
  });

const reservation = (date: string, line: number) => ({ Date: date, AccessCode: `FT${line}`, TransactionID: 'FT-2001', TransactionLine: line, Source: 'order', ProductName: 'First Tracks Breakfast' });

describe('<resort-product> reservations', () => {
  it("disables a member at the maximum with the reason, and cancels one of their reservations after asking, freeing them", async () => {
    productPage({ ...signedIn, products: [breakfast()] });
    let cancelled = false;
    const bodies: unknown[] = [];
    server.use(
      onAttributeChange(() => HttpResponse.json(attributeChange())),
      onMembers(() =>
        HttpResponse.json(
          household().map((entry) =>
            entry.FirstName === 'Jordan'
              ? { ...entry, IsAssignable: cancelled, ReservationDatesInfo: cancelled ? [reservation('2030-01-20', 2)] : [reservation('2030-01-12', 1), reservation('2030-01-20', 2)] }
              : { ...entry, IsAssignable: true, ReservationDatesInfo: [] },
          ),
        ),
      ),
      http.post(cancelPath(14), async ({ request }) => {
        bodies.push(await request.json());
        cancelled = true;
        return HttpResponse.json({ success: true });
      }),
    );
    render(<Product productId={14} />);
    const jordan = await screen.findByRole('radio', { name: /Jordan Morgan/ });
    expect(jordan).toBeDisabled();
    expect(jordan).toHaveAccessibleDescription('Already has 2 of 2 reservations.');

    const list = screen.getByRole('list', { name: 'Jordan Morgan' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Jordan Morgan: Reservation on Saturday, January 12, 2030Cancel reservation',
      'Jordan Morgan: Reservation on Sunday, January 20, 2030Cancel reservation',
    ]);
    await userEvent.click(within(list).getByRole('button', { name: 'Cancel reservation: Jordan Morgan, Saturday, January 12, 2030' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this reservation?' });
    expect(dialog).toHaveTextContent("Jordan Morgan's reservation on Saturday, January 12, 2030 will be cancelled.");
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel reservation' }));
    expect(await screen.findByText("Jordan Morgan's reservation on Saturday, January 12, 2030 was cancelled.")).toBeInTheDocument();
    expect(bodies).toEqual([{ AccessCode: 'FT1', TransactionID: 'FT-2001', TransactionLine: 1, Date: '2030-01-12' }]);
    await waitFor(() => expect(screen.getByRole('radio', { name: /Jordan Morgan/ })).toBeEnabled());
  });

  it('keeps the reservation and says why when the store refuses', async () => {
    productPage({ ...signedIn, products: [breakfast()] });
    server.use(
      onAttributeChange(() => HttpResponse.json(attributeChange())),
      onMembers(() => HttpResponse.json(household().map((entry) => ({ ...entry, IsAssignable: true, ReservationDatesInfo: entry.FirstName === 'Alex' ? [reservation('2030-01-12', 3)] : [] })))),
      http.post(cancelPath(14), () => HttpResponse.json({ message: 'A reservation for a day that has passed cannot be cancelled.' }, { status: 400 })),
    );
    render(<Product productId={14} />);
    await userEvent.click(await screen.findByRole('button', { name: /^Cancel reservation: Alex Morgan/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel reservation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The reservation could not be cancelled. A reservation for a day that has passed cannot be cancelled.');
    expect(screen.getByRole('list', { name: 'Alex Morgan' })).toHaveTextContent('Reservation on Saturday, January 12, 2030');
  });

  it('leaves out a reservation whose date is not a date, says so, and keeps the member, the date and Add to cart', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    productPage({ ...signedIn, products: [breakfast()] });
    server.use(
      onAttributeChange(() => HttpResponse.json(attributeChange())),
      onMembers(() =>
        HttpResponse.json(
          household().map((entry) => ({
            ...entry,
            IsAssignable: true,
            ReservationDatesInfo:
              entry.FirstName === 'Jordan'
                ? [reservation('2030-01-12', 1), reservation('', 2), reservation(' ', 3), reservation('Infinity', 4), reservation('<b>2030-01-13</b>', 5)]
                : entry.FirstName === 'Sam'
                  ? [{ ...reservation('2030-01-14T00:00:00', 6), Source: 'cart' }]
                  : [],
          })),
        ),
      ),
    );
    render(<Product productId={14} />);
    const list = await screen.findByRole('list', { name: 'Jordan Morgan' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Jordan Morgan: Reservation on Saturday, January 12, 2030Cancel reservation']);
    expect(screen.getByText('4 reservations of Jordan Morgan could not be shown.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Sam Morgan' })).toHaveTextContent('Sam Morgan: Reservation on Monday, January 14, 2030 (in your cart)');
    expect(screen.getByRole('radio', { name: /Jordan Morgan/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
  });

  it('draws 10,000 members twenty at a time, with Show 20 more', async () => {
    productPage({ ...signedIn, products: [breakfast()] });
    const many = Array.from({ length: 10_000 }, (_, index) => ({ ContactInfoId: 5000 + index, FirstName: `Member${index}`, LastName: 'Morgan', Fullname: `Member${index} Morgan`, IsAssignable: true, ReservationDatesInfo: [] }));
    server.use(
      onAttributeChange(() => HttpResponse.json(attributeChange())),
      onMembers(() => HttpResponse.json(many)),
    );
    render(<Product productId={14} />);
    await screen.findByRole('radio', { name: /Member0 Morgan/ });
    expect(screen.getAllByRole('radio')).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'Show 20 more' }));
    expect(screen.getAllByRole('radio')).toHaveLength(40);
  });
});
