import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { RentalLocations } from './RentalLocations.tsx';
import { freshRentalPage, serveLocations, serveSave, type SaveRequest } from './test-helpers.ts';
import { startMswServer } from '../../test/msw.ts';
import { pickupSites } from './rental-locations.fixtures.ts';
import { BUS_SOURCE, emit, type ResortEvents } from '../../src/events/bus.ts';

const server = startMswServer();
let saves: SaveRequest[] = [];

beforeEach(() => {
  freshRentalPage();
  saves = [];
  server.use(serveLocations(pickupSites()), serveSave(saves));
});

function listen() {
  const events: ResortEvents['resort:rental-location:saved'][] = [];
  const record = (event: Event) => events.push((event as CustomEvent<ResortEvents['resort:rental-location:saved']>).detail);
  window.addEventListener('resort:rental-location:saved', record);
  return { events, stop: () => window.removeEventListener('resort:rental-location:saved', record) };
}

const sites = () => screen.findByRole('group', { name: 'Choose a pickup location' });
const phoneInput = () => screen.findByRole('textbox', { name: 'Contact Phone Number' });

async function pickVillageShop(user = userEvent.setup()) {
  await user.click(within(await sites()).getByRole('radio', { name: /Village Ski Shop/ }));
  const input = await phoneInput();
  // intl-tel-input is ready once its utils have loaded.
  await vi.waitFor(() => expect(input.closest('[data-ready]')).not.toBeNull(), { timeout: 5000 });
  return { user, input };
}

describe('<resort-rental-locations>', () => {
  it('shows a loading message, then the pickup sites with the first one chosen', async () => {
    render(<RentalLocations productId={4} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading pickup locations…');
    const group = await sites();
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    expect(within(group).getByRole('radio', { name: /Base Lodge Rentals/ })).toBeChecked();
    expect(within(group).getByText('Needs a contact phone')).toBeInTheDocument();
  });

  it('draws 10,000 pickup sites twenty at a time, with Show 20 more', async () => {
    const [first] = pickupSites();
    const many = Array.from({ length: 10_000 }, (_, index) => ({ ...first!, Id: 5000 + index, PickupSiteName: `Site ${index}` }));
    server.use(serveLocations(many));
    render(<RentalLocations productId={4} />);
    const group = await sites();
    expect(within(group).getAllByRole('radio')).toHaveLength(20);
    await userEvent.click(within(group).getByRole('button', { name: 'Show 20 more' }));
    expect(within(group).getAllByRole('radio')).toHaveLength(40);
    expect(within(group).getByRole('radio', { name: /Site 39/ })).toBeInTheDocument();
  });

  it("shows the chosen site's name linked to its store, directions, hours, phone, address, demo brands, nearby hotels and village", async () => {
    render(<RentalLocations productId={4} />);
    await sites();
    expect(screen.getByRole('link', { name: 'Base Lodge Rentals' })).toHaveAttribute('href', 'https://example.com/rentals/base-lodge');
    expect(screen.getByRole('link', { name: 'Directions to Base Lodge Rentals' })).toHaveAttribute('href', 'https://maps.example.com/?q=Base+Lodge');
    expect(screen.getByText('Right at the foot of the Summit Express, next to the ticket windows.')).toBeInTheDocument();
    const details = document.querySelector('dl')!;
    for (const [term, value] of [
      ['Hours', 'Sat–Sun 7:00 AM – 6:00 PM'],
      ['Phone', '(970) 555-0140'],
      ['Address', 'Peak Valley, CO 81657'],
      ['Demo brands', 'Rossignol, Salomon'],
      ['Nearby hotels', 'Summit Lodge, The Alpine Inn'],
      ['Village', 'Base Village'],
    ]) {
      expect(within(details).getByText(term!).nextElementSibling).toHaveTextContent(value!);
    }
    expect(screen.getByRole('link', { name: '(970) 555-0140' })).toHaveAttribute('href', 'tel:9705550140');
  });

  it('leaves out what a site does not have', async () => {
    render(<RentalLocations productId={4} />);
    await userEvent.click(within(await sites()).getByRole('radio', { name: /Mid-Mountain Tent/ }));
    expect(screen.getByRole('heading', { name: 'Mid-Mountain Tent' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Directions/ })).toBeNull();
    expect(screen.queryByText('Demo brands')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Photos' })).toBeNull();
  });

  it('zooms the map on click with the settings in MapImageUrl, and back', async () => {
    render(<RentalLocations productId={4} />);
    await sites();
    const zoomIn = screen.getByRole('button', { name: 'Zoom in on the map' });
    const map = screen.getByRole('img', { name: 'Map of Base Lodge Rentals' });
    expect(map.getAttribute('src')).not.toContain('scale=');
    expect(map.style.transform).toBe('');
    await userEvent.click(zoomIn);
    expect(map.style.transform).toBe('scale(2.5) translate(-8%, 4%)');
    const zoomOut = screen.getByRole('button', { name: 'Zoom out of the map' });
    expect(zoomOut).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(zoomOut);
    expect(map.style.transform).toBe('');
  });

  it('zooms into the resort’s rental map (CatalogSettings.RentalLocationsMapUrl) for a site whose MapImageUrl holds only zoom settings', async () => {
    freshRentalPage({ CatalogSettings: { RentalLocationsMapUrl: '/static/rentals/resort-map.svg' } });
    server.use(serveLocations(pickupSites({ 1: { MapImageUrl: '#scale=3&translateX=10&translateY=-5' } })));
    render(<RentalLocations productId={4} />);
    await sites();
    const map = screen.getByRole('img', { name: 'Map of Base Lodge Rentals' });
    expect(map).toHaveAttribute('src', '/static/rentals/resort-map.svg');
    await userEvent.click(screen.getByRole('button', { name: 'Zoom in on the map' }));
    expect(map.style.transform).toBe('scale(3) translate(10%, -5%)');
  });

  it('switches between the map and the photos, and pages through the photos', async () => {
    render(<RentalLocations productId={4} />);
    await sites();
    await userEvent.click(screen.getByRole('button', { name: 'Photos' }));
    expect(screen.getByRole('button', { name: 'Photos' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: 'Photo 1 of 2: Base Lodge Rentals' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByRole('img', { name: 'Photo 2 of 2: Base Lodge Rentals' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByRole('img', { name: 'Photo 1 of 2: Base Lodge Rentals' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Map' }));
    expect(screen.getByRole('img', { name: 'Map of Base Lodge Rentals' })).toBeInTheDocument();
  });

  it('says so when the map or a photo cannot be loaded', async () => {
    render(<RentalLocations productId={4} />);
    await sites();
    fireEvent.error(screen.getByRole('img', { name: 'Map of Base Lodge Rentals' }));
    expect(screen.getByText('The map could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Photos' }));
    fireEvent.error(screen.getByRole('img', { name: /Photo 1 of 2/ }));
    expect(screen.getByText('This photo could not be loaded.')).toBeInTheDocument();
  });

  it('hides and shows the details with Info', async () => {
    render(<RentalLocations productId={4} />);
    await sites();
    const info = screen.getByRole('button', { name: 'Info' });
    expect(info).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(info);
    expect(info).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Rossignol, Salomon')).not.toBeVisible();
    await userEvent.click(info);
    expect(screen.getByText('Rossignol, Salomon')).toBeVisible();
  });

  it('saves a site that needs no phone: Saving Location, then a summary with Change, and the event', async () => {
    const { events, stop } = listen();
    let release: () => void = () => {};
    server.use(serveSave(saves, () => new Promise<void>((resolve) => (release = resolve))));
    render(<RentalLocations productId={4} />);
    await sites();
    expect(screen.queryByRole('textbox', { name: 'Contact Phone Number' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Select This Location' }));
    expect(screen.getByRole('button', { name: 'Saving Location' })).toHaveAttribute('aria-disabled', 'true');
    await act(async () => release());

    const summary = await screen.findByRole('region', { name: 'Pickup location' });
    expect(within(summary).getByRole('link', { name: 'Base Lodge Rentals' })).toBeInTheDocument();
    expect(within(summary).getByText('1 Summit Road')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pickup location' })).toHaveFocus();
    expect(saves).toEqual([{ locationId: '1', phone: '', token: 't0ken' }]);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ productId: 4, phone: null, source: BUS_SOURCE, location: { Id: 1, IsSelected: true } });
    stop();
  });

  it('asks for a valid Contact Phone Number at a site that requires one', async () => {
    render(<RentalLocations productId={4} />);
    const { user, input } = await pickVillageShop();
    const select = screen.getByRole('button', { name: 'Select This Location' });
    expect(input).toHaveAttribute('maxlength', '20');
    expect(input).toHaveAttribute('type', 'tel');
    expect(select).toBeDisabled();

    await user.type(input, '555');
    await user.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter a valid phone number.')).toBeInTheDocument();
    expect(select).toBeDisabled();

    await user.clear(input);
    await user.type(input, '3035550100');
    await vi.waitFor(() => expect(select).toBeEnabled());
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.click(select);
    await screen.findByRole('region', { name: 'Pickup location' });
    expect(saves).toEqual([{ locationId: '2', phone: '+1 3035550100', token: 't0ken' }]);
    // Shown the way the store writes its own sites' phones, not as stored.
    expect(screen.getByText('(303) 555-0100')).toBeInTheDocument();
  });

  it('offers US and Canada first in the country list', async () => {
    render(<RentalLocations productId={4} />);
    const { input } = await pickVillageShop();
    const countries = input.closest('.iti')!.querySelectorAll('.iti__country');
    expect([...countries].slice(0, 2).map((item) => item.getAttribute('data-iso2'))).toEqual(['us', 'ca']);
  });

  it("says Could Not Save with the store's message and keeps the chosen site and the typed phone", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('/api/saverentallocation/:id', () => HttpResponse.json({ success: false, message: 'Enter a valid contact phone number.' }, { status: 400 })));
    render(<RentalLocations productId={4} />);
    const { user, input } = await pickVillageShop();
    await user.type(input, '3035550100');
    const select = screen.getByRole('button', { name: 'Select This Location' });
    await vi.waitFor(() => expect(select).toBeEnabled());
    await user.click(select);
    expect(await screen.findByRole('button', { name: 'Could Not Save' })).toBeEnabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Your pickup location could not be saved. Enter a valid contact phone number.');
    expect(screen.getByRole('radio', { name: /Village Ski Shop/ })).toBeChecked();
    expect(input).toHaveValue('303-555-0100');

    server.use(serveSave(saves));
    await user.click(screen.getByRole('button', { name: 'Could Not Save' }));
    expect(await screen.findByRole('region', { name: 'Pickup location' })).toBeInTheDocument();
  });

  it("shows the store's message when it refuses with success: false and status 200", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('/api/saverentallocation/:id', () => HttpResponse.json({ success: false, message: 'This pickup site is closed this season.' })));
    render(<RentalLocations productId={4} />);
    const { user, input } = await pickVillageShop();
    await user.type(input, '3035550100');
    const select = screen.getByRole('button', { name: 'Select This Location' });
    await vi.waitFor(() => expect(select).toBeEnabled());
    await user.click(select);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your pickup location could not be saved. This pickup site is closed this season.');
  });

  it('says the store could not be reached when saving fails on the network', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('/api/saverentallocation/:id', () => HttpResponse.error()));
    render(<RentalLocations productId={4} />);
    await sites();
    await userEvent.click(screen.getByRole('button', { name: 'Select This Location' }));
    expect(await screen.findByRole('button', { name: 'Could Not Save' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('We could not reach the store.');
  });

  it('keeps the typed phone when the shopper looks at another site and comes back', async () => {
    render(<RentalLocations productId={4} />);
    const { user, input } = await pickVillageShop();
    await user.type(input, '3035550');
    await user.click(screen.getByRole('radio', { name: /Base Lodge Rentals/ }));
    expect(screen.queryByRole('textbox', { name: 'Contact Phone Number' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: /Village Ski Shop/ }));
    const again = await phoneInput();
    await vi.waitFor(() => expect((again as HTMLInputElement).value.replace(/\D/g, '')).toBe('3035550'));
  });

  it('starts from the saved site; Change shows the picker again with it chosen and its phone filled in', async () => {
    server.use(serveLocations(pickupSites({ 2: { IsSelected: true, ContactPhone: '+1 9705550111' } })));
    render(<RentalLocations productId={4} />);
    const summary = await screen.findByRole('region', { name: 'Pickup location' });
    expect(within(summary).getByText('Village Ski Shop')).toBeInTheDocument();
    expect(within(summary).getByText('(970) 555-0111')).toBeInTheDocument();
    await userEvent.click(within(summary).getByRole('button', { name: 'Change' }));
    expect(screen.queryByRole('region', { name: 'Pickup location' })).toBeNull();
    expect(screen.getByRole('radio', { name: /Village Ski Shop/ })).toHaveFocus();
    const input = await phoneInput();
    await vi.waitFor(() => expect(input).toHaveValue('970-555-0111'));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Select This Location' })).toBeEnabled());
  });

  it('read-only: no Select This Location, no phone input, and a saved site without Change', async () => {
    const { unmount } = render(<RentalLocations productId={4} readOnly />);
    await userEvent.click(within(await sites()).getByRole('radio', { name: /Village Ski Shop/ }));
    expect(screen.queryByRole('button', { name: 'Select This Location' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Contact Phone Number' })).toBeNull();
    expect(screen.queryByText('Needs a contact phone')).toBeNull();
    unmount();

    server.use(serveLocations(pickupSites({ 1: { IsSelected: true } })));
    freshRentalPage();
    render(<RentalLocations productId={4} readOnly />);
    expect(await screen.findByRole('region', { name: 'Pickup location' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change' })).toBeNull();
  });

  it('shows the error and retries when the answer has the wrong shape', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('/api/product/rentallocations/:id', () => HttpResponse.json([{ Id: 'one', PickupSiteName: 7 }]), { once: true }));
    render(<RentalLocations productId={4} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The pickup locations could not be loaded. The store sent an answer we could not read.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await sites()).toBeInTheDocument();
  });

  it('shows the error with Retry when the store fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('/api/product/rentallocations/:id', () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    render(<RentalLocations productId={4} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The store could not complete this request.');
  });

  it('says when the rental has no pickup sites', async () => {
    server.use(serveLocations([]));
    render(<RentalLocations productId={4} />);
    expect(await screen.findByText('There are no pickup locations for this rental.')).toBeInTheDocument();
  });

  it('says what is wrong when product-id is missing, without a request', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<RentalLocations />);
    expect(screen.getByRole('alert')).toHaveTextContent('This pickup location browser has no product to show.');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('resort-rental-locations: missing or invalid "product-id"'));
  });

  it("follows a site saved by another rental's island", async () => {
    render(<RentalLocations productId={4} />);
    await sites();
    const [, village] = pickupSites();
    act(() => emit('resort:rental-location:saved', { productId: 9, location: { ...village!, IsSelected: true, ContactPhone: '+1 3035550100' }, phone: '+1 3035550100', source: BUS_SOURCE }));
    const summary = await screen.findByRole('region', { name: 'Pickup location' });
    expect(within(summary).getByText('Village Ski Shop')).toBeInTheDocument();
  });
});

