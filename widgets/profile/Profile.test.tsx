import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import * as api from '../../src/api/client.ts';
import { setPageData } from '../../src/stores/page-data-actions.ts';
import type { ResortEvents } from '../../src/events/bus.ts';
import { startMswServer } from '../../test/msw.ts';
import { expectReportedOnce } from '../../test/error-reports.ts';
import { savedProfile } from './profile.fixtures.ts';
import { Profile } from './Profile.tsx';
import { SAVE_PROFILE_PATH, USERNAME_PATH } from './profile-schemas.ts';
import './elements/resort-profile.ts';
import { pasteInto } from '../../test/paste-into.ts';

/** Each time a phone field asks for intl-tel-input's validation utils (about 48 KiB), and what they wait for. */
const utilsAsked = vi.hoisted(() => vi.fn());
/** Each time a phone field asks for intl-tel-input itself (about 20 KiB). */
const libraryAsked = vi.hoisted(() => vi.fn());
const utilsGate = vi.hoisted(() => ({ open: Promise.resolve() }));
vi.mock('../../src/ui/fields/load-phone-input.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/ui/fields/load-phone-input.ts')>();
  return {
    loadPhoneInput: async () => {
      libraryAsked();
      const loaded = await real.loadPhoneInput();
      return {
        ...loaded,
        loadUtils: () => {
          utilsAsked();
          return utilsGate.open.then(() => loaded.loadUtils());
        },
      };
    },
  };
});

/** What the store was sent, in order: `[path, body]`. */
let sent: Array<[string, unknown]> = [];
const echoProfile = () =>
  http.post(SAVE_PROFILE_PATH, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    sent.push([SAVE_PROFILE_PATH, body]);
    return HttpResponse.json({ ...body, Email: 'shopper@example.com' });
  });
const usernameAnswer = (answer: JsonBodyType, status = 200) =>
  http.post(USERNAME_PATH, async ({ request }) => {
    sent.push([USERNAME_PATH, await request.json()]);
    return HttpResponse.json(answer, { status });
  });
const server = startMswServer(echoProfile());

beforeEach(() => {
  sent = [];
  utilsAsked.mockClear();
  libraryAsked.mockClear();
  api.invalidate();
  setPageData({ user: { SignedIn: true, FirstName: 'Alex', LastName: 'Morgan' } });
  document.body.innerHTML = '<input type="hidden" name="__RequestVerificationToken" value="t0ken">';
});

function savedEvents(): Array<ResortEvents['resort:profile:saved']> {
  const seen: Array<ResortEvents['resort:profile:saved']> = [];
  const listener = (event: Event) => seen.push((event as CustomEvent<ResortEvents['resort:profile:saved']>).detail);
  window.addEventListener('resort:profile:saved', listener);
  onTestFinished(() => window.removeEventListener('resort:profile:saved', listener));
  return seen;
}

const field = (name: string) => screen.getByRole('textbox', { name });
const save = () => screen.getByRole('button', { name: /^(Save|Saving…)$/ });

describe('<resort-profile>', () => {
  it('starts from the profile on file, saves the changes with saveprofile, says so and sends resort:profile:saved', async () => {
    const seen = savedEvents();
    let release: (() => void) | null = null;
    server.use(
      http.post(SAVE_PROFILE_PATH, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push([SAVE_PROFILE_PATH, body]);
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ ...body, Email: 'shopper@example.com' });
      }),
    );
    const user = userEvent.setup();
    render(<Profile profile={savedProfile()} />);
    expect(field('First name')).toHaveValue('Alex');
    expect(field('Email')).toHaveValue('shopper@example.com');
    expect(field('City')).toHaveValue('Breckenridge');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('CO');

    await user.clear(field('First name'));
    await pasteInto(field('First name'), '  Alexandra ', user);
    await user.click(save());
    await vi.waitFor(() => expect(release).not.toBeNull());
    expect(save()).toHaveTextContent('Saving…');
    expect(save()).toHaveAttribute('aria-disabled', 'true');
    expect(save()).toHaveFocus();
    // A second click while busy sends nothing more.
    await user.click(save());
    await act(async () => release?.());
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    expect(save()).toHaveTextContent('Save');
    expect(sent).toEqual([
      [
        SAVE_PROFILE_PATH,
        {
          FirstName: 'Alexandra',
          LastName: 'Morgan',
          Phone: '+1 3035550100',
          DateOfBirth: '1986-03-14',
          StreetAddress: '1 Summit Road',
          StreetAddress2: '',
          City: 'Breckenridge',
          ZipPostalCode: '80424',
          CountryCode: 'US',
          StateProvince: 'CO',
        },
      ],
    ]);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.profile).toMatchObject({ FirstName: 'Alexandra', Email: 'shopper@example.com' });
  });

  it('checks the form before sending, in the spec’s words, and focuses the first field with a problem', async () => {
    const user = userEvent.setup();
    render(<Profile profile={savedProfile({ DateOfBirth: null })} />);
    await user.clear(field('First name'));
    await user.clear(field('Last name'));
    await user.clear(field('Email'));
    await pasteInto(field('Email'), 'alex@nowhere', user);
    await user.click(save());
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('A valid birthday is required')).toBeInTheDocument();
    expect(field('First name')).toHaveFocus();
    expect(field('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    await user.type(field('First name'), 'Alex');
    await user.type(field('Last name'), 'Morgan');
    await user.click(save());
    expect(field('Email')).toHaveFocus();
    expect(screen.queryByText('First name is required')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('changes the login first when the e-mail changed, then saves the rest', async () => {
    server.use(usernameAnswer({ success: true, UserName: 'alex.morgan@example.com' }));
    const user = userEvent.setup();
    render(<Profile profile={savedProfile()} />);
    await user.clear(field('Email'));
    await pasteInto(field('Email'), 'Alex.Morgan@example.com', user);
    await user.click(save());
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    expect(sent.map(([path]) => path)).toEqual([USERNAME_PATH, SAVE_PROFILE_PATH]);
    expect(sent[0]?.[1]).toEqual({ email: 'Alex.Morgan@example.com' });
  });

  it('shows the store’s refusal of the new e-mail, sends nothing else and keeps what was typed', async () => {
    server.use(usernameAnswer({ success: false, message: 'That email address belongs to another account.' }, 400));
    const user = userEvent.setup();
    render(<Profile profile={savedProfile()} />);
    await user.clear(field('Email'));
    await pasteInto(field('Email'), 'admin@example.com', user);
    await pasteInto(field('City'), ' Village', user);
    await user.click(save());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your email address could not be changed. That email address belongs to another account.');
    expect(sent.map(([path]) => path)).toEqual([USERNAME_PATH]);
    expect(field('Email')).toHaveValue('admin@example.com');
    expect(field('City')).toHaveValue('Breckenridge Village');
    expect(save()).toHaveTextContent('Save');
  });

  it('reports a failed save once, says why, keeps what was typed, and saves on the next try', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.post(SAVE_PROFILE_PATH, () => HttpResponse.json({ message: 'down' }, { status: 500 }), { once: true }));
    const user = userEvent.setup();
    render(<Profile profile={savedProfile()} />);
    await user.clear(field('Street address'));
    await pasteInto(field('Street address'), '2 Base Camp Lane', user);
    await user.click(save());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your profile could not be saved. The store could not complete this request. Please try again.');
    expectReportedOnce({ widget: 'resort-profile', status: 500 });
    expect(field('Street address')).toHaveValue('2 Base Camp Lane');

    await user.click(save());
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sent).toEqual([[SAVE_PROFILE_PATH, expect.objectContaining({ StreetAddress: '2 Base Camp Lane' })]]);
  });

  it.each([
    ['a 400 with a message', () => http.post(SAVE_PROFILE_PATH, () => HttpResponse.json({ message: 'Choose a state or province of the country, or leave it empty.' }, { status: 400 })), 'Choose a state or province of the country, or leave it empty.'],
    ['an answer of the wrong shape', () => http.post(SAVE_PROFILE_PATH, () => HttpResponse.json({ DateOfBirth: 'soon' })), 'The store sent an answer we could not read. Please try again.'],
    ['a dropped network', () => http.post(SAVE_PROFILE_PATH, () => HttpResponse.error()), 'We could not reach the store.'],
  ])('shows %s as the reason the save failed', async (_name, handler, reason) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(handler());
    render(<Profile profile={savedProfile()} />);
    await userEvent.click(save());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your profile could not be saved.');
    expect(alert).toHaveTextContent(reason);
    expect(field('First name')).toHaveValue('Alex');
  });

  it('says when the profile on file cannot be read, and starts empty', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<Profile profile={{ FirstName: 42 }} />);
    expect(screen.getByText('Your saved profile could not be read, so the form starts empty.')).toBeInTheDocument();
    expect(field('First name')).toHaveValue('');
    expect(warn).toHaveBeenCalled();
  });

  it('asks a signed-out visitor to sign in', () => {
    setPageData({ user: { SignedIn: false } });
    render(<Profile profile={savedProfile()} />);
    expect(screen.getByText('Sign in to see your profile.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('shows the phone on file before the field is reached, and loads intl-tel-input only when the shopper reaches it', async () => {
    const user = userEvent.setup();
    const { container } = render(<Profile profile={savedProfile()} />);
    const phone = await screen.findByRole('textbox', { name: 'Phone' });
    expect(phone).toHaveValue('303-555-0100');
    expect(container.querySelector('.rw-phone__still')).toHaveTextContent('+1');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(libraryAsked).not.toHaveBeenCalled();
    // Saved untouched: the number on file, as it was.
    await user.click(save());
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    expect(sent[0]?.[1]).toMatchObject({ Phone: '+1 3035550100' });
    expect(libraryAsked).not.toHaveBeenCalled();

    // A pointer over the field starts the load; the number stays in view meanwhile.
    await user.hover(phone);
    expect(libraryAsked).toHaveBeenCalledTimes(1);
    // Still drawn, or already intl-tel-input's (which shows the digits until its utils are in).
    expect((phone as HTMLInputElement).value).toMatch(/^303-?555-?0100$/);
    await user.click(phone);
    expect(libraryAsked).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(phone.closest('[data-ready]')).not.toBeNull(), { timeout: 5000 });
    // The real country button replaces the still one; the number and the focus stay.
    expect(container.querySelector('.rw-phone__still')).toBeNull();
    expect(screen.getByRole('button', { name: /United States/ })).toHaveTextContent('+1');
    expect(phone).toHaveFocus();
    expect((phone as HTMLInputElement).value).toMatch(/^\(?303\)?[ -]?555-?0100$/);
  });

  it('refuses a phone number that is not one, once the phone field is ready', async () => {
    const user = userEvent.setup();
    render(<Profile profile={savedProfile({ Phone: '' })} />);
    const phone = await screen.findByRole('textbox', { name: 'Phone' });
    // intl-tel-input and its validation utils wait until the shopper reaches the field.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(phone.closest('.iti')).toBeNull();
    expect(utilsAsked).not.toHaveBeenCalled();
    await user.click(phone);
    await vi.waitFor(() => expect(phone.closest('[data-ready]')).not.toBeNull(), { timeout: 5000 });
    expect(phone).toHaveFocus();
    await user.type(phone, '555');
    await user.click(save());
    expect(within(screen.getByRole('form', { name: 'Your profile' })).getByText('Enter a valid phone number.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.clear(phone);
    await user.type(phone, '3035550100');
    await user.click(save());
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    expect(sent[0]?.[1]).toMatchObject({ Phone: '+1 3035550100' });
  });

  it('saves a phone typed just before the field could check it: Save waits, busy, for the check', async () => {
    const user = userEvent.setup();
    let release = () => {};
    utilsGate.open = new Promise((resolve) => (release = resolve));
    onTestFinished(() => {
      utilsGate.open = Promise.resolve();
    });
    render(<Profile profile={savedProfile({ Phone: '' })} />);
    const phone = await screen.findByRole('textbox', { name: 'Phone' });
    await user.type(phone, '3035550100');
    await user.click(save());
    expect(save()).toHaveTextContent('Saving…');
    expect(sent).toEqual([]);
    release();
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    expect(sent[0]?.[1]).toMatchObject({ Phone: '+1 3035550100' });
  });
});
