import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import * as api from '../../src/api/client.ts';
import { setPageData } from '../../src/stores/page-data-actions.ts';
import { addMemberAnswerSchema } from '../../src/api/household-schemas.ts';
import { startMswServer } from '../../test/msw.ts';
import { alex, historyOf, householdOf, jordan, member, sam } from './household.fixtures.ts';
import { GroupMembers } from './GroupMembers.tsx';
import { $household } from './household-store.ts';
import { expectReportedOnce } from '../../test/error-reports.ts';
import './elements/resort-group-members.ts';
import { pasteInto } from '../../test/paste-into.ts';

const server = startMswServer();
const household = (members = householdOf()) => http.get('/api/checkout/guestinfobase', () => HttpResponse.json(members));

beforeEach(() => {
  api.invalidate();
  $household.set({ status: 'loading', members: [], unreadable: 0 });
  setPageData({ user: { SignedIn: true, FirstName: 'Alex', LastName: 'Morgan' }, CustomerSettings: { ShowMediaNumber: true } });
  document.body.innerHTML = '<input type="hidden" name="__RequestVerificationToken" value="t0ken">';
  server.use(household());
});

const allFlags = { editPhotos: true, addMedia: true, editMembers: true };
const card = (name: string) => screen.getByRole('heading', { name }).closest('li')!;

describe('<resort-group-members>', () => {
  it('shows Your Group: each member with photo or initials, age, card number, and Add BirthDate for a member without a birthday', async () => {
    render(<GroupMembers {...allFlags} />);
    expect(screen.getByRole('tab', { name: 'Your Group', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Add New Group Member' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Alex Morgan' });
    expect(within(card('Alex Morgan')).getByText('AM')).toBeInTheDocument();
    expect(within(card('Alex Morgan')).getByText('Adult, age 40')).toBeInTheDocument();
    expect(within(card('Alex Morgan')).getByText('Media: 600110203040')).toBeInTheDocument();
    expect(within(card('Sam Morgan')).getByRole('img', { name: 'Photo of Sam Morgan' })).toBeInTheDocument();
    expect(within(card('Jordan Morgan')).getByText('Birthdate missing')).toBeInTheDocument();
    expect(within(card('Jordan Morgan')).getByRole('button', { name: 'Add BirthDate, Jordan Morgan' })).toBeInTheDocument();
    expect(within(card('Alex Morgan')).queryByRole('button', { name: /Add BirthDate/ })).toBeNull();
    expect(within(card('Alex Morgan')).getByRole('button', { name: 'New Photo, Alex Morgan' })).toBeInTheDocument();
    expect(within(card('Alex Morgan')).getByRole('button', { name: 'Add Media, Alex Morgan' })).toBeInTheDocument();
  });

  it('draws a household of 10,000 twenty at a time, with Show 20 more', async () => {
    const many = Array.from({ length: 10_000 }, (_, index) => ({ ContactInfoId: 1000 + index, FirstName: `Member${index}`, LastName: 'Morgan', Fullname: `Member${index} Morgan` }));
    server.use(http.get('/api/checkout/guestinfobase', () => HttpResponse.json(many)));
    render(<GroupMembers />);
    await screen.findByRole('heading', { name: 'Member0 Morgan' });
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'Show 20 more' }));
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(40);
    expect(screen.getByRole('heading', { name: 'Member39 Morgan' })).toBeInTheDocument();
  });

  it('leaves out a member the store sent with an unreadable birth date, shows the others and says how many were left out', async () => {
    const answer = [...householdOf(), { ContactInfoId: 299, FirstName: 'Robin', LastName: 'Morgan', Fullname: 'Robin Morgan', DateOfBirth: '2031-02-30' }];
    server.use(http.get('/api/checkout/guestinfobase', () => HttpResponse.json(answer)));
    render(<GroupMembers />);
    await screen.findByRole('heading', { name: 'Alex Morgan' });
    expect(screen.getByRole('heading', { name: 'Sam Morgan' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Robin Morgan' })).toBeNull();
    expect(screen.getByText('Group members that could not be shown: 1.')).toBeInTheDocument();
    expect(screen.queryByText('Your group could not be loaded.')).toBeNull();
  });

  it('offers only what its flags allow, and the pass number when DisplayRFID is on', async () => {
    setPageData({ user: { SignedIn: true }, CustomerSettings: { DisplayRFID: true, ShowMediaNumber: false } });
    render(<GroupMembers />);
    await screen.findByRole('heading', { name: 'Alex Morgan' });
    expect(screen.queryByRole('tab', { name: 'Add New Group Member' })).toBeNull();
    expect(screen.queryByRole('button', { name: /New Photo|Add Media|Add BirthDate/ })).toBeNull();
    expect(within(card('Alex Morgan')).getByText('Pass: SP26-0001-AM')).toBeInTheDocument();
    expect(within(card('Alex Morgan')).queryByText(/Media:/)).toBeNull();
  });

  it('asks signed-out shoppers (and guests) to sign in, and asks the store nothing', async () => {
    let asked = 0;
    server.use(http.get('/api/checkout/guestinfobase', () => (asked++, HttpResponse.json([]))));
    setPageData({ user: { SignedIn: true, IsGuest: true } });
    render(<GroupMembers {...allFlags} />);
    expect(screen.getByText('Sign in to see your group.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toBe(0);
  });

  it('says why the group could not be loaded, with Retry', async () => {
    server.use(http.get('/api/checkout/guestinfobase', () => HttpResponse.json({ wrong: true })));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<GroupMembers />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your group could not be loaded. The store sent an answer we could not read.');
    server.use(household());
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Sam Morgan' })).toBeInTheDocument();
  });

  it('loads a member’s stats only when asked', async () => {
    const asked: string[] = [];
    server.use(http.get('/api/customer/history/:id/:limit', ({ params }) => (asked.push(`${String(params.id)}/${String(params.limit)}`), HttpResponse.json(historyOf(201)))));
    render(<GroupMembers />);
    await screen.findByRole('heading', { name: 'Alex Morgan' });
    expect(asked).toEqual([]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Stats of Alex Morgan' }));
    expect(await within(card('Alex Morgan')).findByText('Days on the mountain')).toBeInTheDocument();
    expect(asked).toEqual(['201/100']);
    expect(within(card('Alex Morgan')).getByText('Mar 8, 2026')).toBeInTheDocument();
  });

  describe('Add New Group Member', () => {
    async function openForm() {
      const user = userEvent.setup();
      render(<GroupMembers {...allFlags} />);
      await screen.findByRole('heading', { name: 'Alex Morgan' });
      await user.click(screen.getByRole('tab', { name: 'Add New Group Member' }));
      await screen.findByRole('textbox', { name: 'First name' });
      return user;
    }

    async function fill(user: ReturnType<typeof userEvent.setup>, first: string, last: string, date?: [string, string, string]) {
      // Each name in one input (as autofill gives it): each keystroke drew the household again.
      for (const [label, name] of [['First name', first], ['Last name', last]] as const) {
        if (!name) continue;
        await pasteInto(screen.getByRole('textbox', { name: label }), name, user);
      }
      if (date) {
        await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), date[0]);
        await user.selectOptions(screen.getByRole('combobox', { name: 'Day' }), date[1]);
        await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), date[2]);
      }
    }

    it('asks for a first name, a last name and a valid birthday before sending anything', async () => {
      let sent = 0;
      server.use(http.post('/api/checkout/guestinfo/add', () => (sent++, HttpResponse.json({}))));
      const user = await openForm();
      await user.click(screen.getByRole('button', { name: 'Add Member' }));
      expect(screen.getByText('First name is required')).toBeInTheDocument();
      expect(screen.getByText('Last name is required')).toBeInTheDocument();
      expect(screen.getByText('A valid birthday is required')).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus();
      await fill(user, '   ', 'Morgan', ['February', '30', '2020']);
      await user.click(screen.getByRole('button', { name: 'Add Member' }));
      expect(screen.getByText('First name is required')).toBeInTheDocument();
      expect(sent).toBe(0);
    });

    it('adds the member with trimmed names, tells the page, and goes back to Your Group with the new member focused', async () => {
      const riley = member({ ContactInfoId: 204, FirstName: 'Riley', DateOfBirth: '2019-08-01', AgeDescription: 'Minor, age 7' });
      let body: unknown = null;
      server.use(
        http.post('/api/checkout/guestinfo/add', async ({ request }) => {
          body = await request.json();
          return HttpResponse.json(addMemberAnswerSchema.parse({ exists: false, ContactInfoId: 204, Household: [...householdOf(), riley] }));
        }),
      );
      const changed = vi.fn();
      window.addEventListener('resort:members:changed', changed);
      const user = await openForm();
      await fill(user, '  Riley ', ' Morgan', ['August', '1', '2019']);
      await user.click(screen.getByRole('button', { name: 'Add Member' }));
      expect(await screen.findByRole('heading', { name: 'Riley Morgan' })).toHaveFocus();
      expect(body).toEqual({ FirstName: 'Riley', LastName: 'Morgan', DateOfBirth: '2019-08-01' });
      expect(screen.getByRole('tab', { name: 'Your Group', selected: true })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('Riley Morgan is now in your group.');
      const detail = (changed.mock.calls[0]?.[0] as CustomEvent<{ reason: string; contactId: number; members: unknown[] }>).detail;
      expect(detail).toMatchObject({ reason: 'member-added', contactId: 204 });
      expect(detail.members).toHaveLength(4);
      window.removeEventListener('resort:members:changed', changed);
      // The form starts empty next time.
      await user.click(screen.getByRole('tab', { name: 'Add New Group Member' }));
      expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveValue('');
    });

    it('says so when the member exists, shows a 400’s message, and keeps what was typed', async () => {
      server.use(http.post('/api/checkout/guestinfo/add', () => HttpResponse.json({ exists: true, Household: householdOf(), ContactInfoId: null })));
      const user = await openForm();
      await fill(user, 'Sam', 'Morgan', ['May', '9', '2015']);
      await user.click(screen.getByRole('button', { name: 'Add Member' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('This person is already in your group.');
      vi.spyOn(console, 'error').mockImplementation(() => {});
      server.use(http.post('/api/checkout/guestinfo/add', () => HttpResponse.json({ success: false, message: 'Names may not contain digits.' }, { status: 400 })));
      await user.click(screen.getByRole('button', { name: 'Add Member' }));
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Names may not contain digits.'));
      server.use(http.post('/api/checkout/guestinfo/add', () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
      await user.click(screen.getByRole('button', { name: 'Add Member' }));
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The group member could not be added. The store could not complete this request.'));
      expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Sam');
    });
  });

  describe('Add BirthDate', () => {
    async function openDialog() {
      const user = userEvent.setup();
      render(<GroupMembers {...allFlags} />);
      await screen.findByRole('heading', { name: 'Jordan Morgan' });
      await user.click(screen.getByRole('button', { name: 'Add BirthDate, Jordan Morgan' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add BirthDate for Jordan Morgan' });
      await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Month' }), 'July');
      await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Day' }), '2');
      await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Year' }), '1988');
      return { user, dialog };
    }

    it('saves the birthday, shows the age and says birthday has been set', async () => {
      let body: unknown = null;
      server.use(http.post('/api/customer/addbirthdate', async ({ request }) => ((body = await request.json()), HttpResponse.json({ success: true, DateOfBirth: '1988-07-02', AgeDescription: 'Adult, age 38' }))));
      const { user, dialog } = await openDialog();
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('birthday has been set')).toBeInTheDocument();
      expect(body).toEqual({ ContactId: 202, BirthDate: '1988-07-02' });
      expect(within(card('Jordan Morgan')).getByText('Adult, age 38')).toBeInTheDocument();
      expect(within(card('Jordan Morgan')).queryByRole('button', { name: /Add BirthDate/ })).toBeNull();
    });

    it('says “{name} birthday update failed” politely, keeps the date for another try, and can be dismissed', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      server.use(http.post('/api/customer/addbirthdate', () => HttpResponse.json({ message: 'no' }, { status: 500 })));
      const { user, dialog } = await openDialog();
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      const toast = await screen.findByText('Jordan Morgan birthday update failed');
      expectReportedOnce({ widget: 'resort-group-members', operation: 'POST /api/customer/addbirthdate', status: 500, message: 'The store failed to answer.' });
      expect(toast.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
      expect(within(dialog).getByRole('combobox', { name: 'Year' })).toHaveValue('1988');
      await user.click(screen.getByRole('button', { name: 'Dismiss' }));
      expect(screen.queryByText('Jordan Morgan birthday update failed')).toBeNull();
    });
  });

  it('in selection mode sends the checked members as resort:members:selected', async () => {
    const selected = vi.fn();
    window.addEventListener('resort:members:selected', selected);
    render(<GroupMembers selectMembers />);
    await screen.findByRole('heading', { name: 'Sam Morgan' });
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Select Sam Morgan' }));
    const detail = (selected.mock.calls.at(-1)?.[0] as CustomEvent<{ members: { FirstName: string }[] }>).detail;
    expect(detail.members.map((entry) => entry.FirstName)).toEqual(['Sam']);
    window.removeEventListener('resort:members:selected', selected);
  });

  it('opens <resort-add-media> for the member in a dialog, and closes it when the form is done', async () => {
    const user = userEvent.setup();
    render(<GroupMembers {...allFlags} />);
    await screen.findByRole('heading', { name: 'Sam Morgan' });
    await user.click(screen.getByRole('button', { name: 'Add Media, Sam Morgan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Media for Sam Morgan' });
    expect(dialog.querySelector('resort-add-media')).toHaveAttribute('contact-id', '203');
    act(() => {
      window.dispatchEvent(new CustomEvent('resort:media:cancel', { detail: { contactId: 203, source: 'test' } }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a member’s new photo wherever the panel shows them', async () => {
    render(<GroupMembers />);
    await screen.findByRole('heading', { name: 'Alex Morgan' });
    act(() => $household.set({ status: 'ready', members: householdOf([{ ...alex(), PhotoUrl: '/api/photo/201?v=2' }, jordan(), sam()]), unreadable: 0 }));
    expect(within(card('Alex Morgan')).getByRole('img', { name: 'Photo of Alex Morgan' })).toHaveAttribute('src', '/api/photo/201?v=2');
  });

  it('hides the New Photo popover 250 ms after it is closed, fading out, and gives the focus back to New Photo', async () => {
    const user = userEvent.setup();
    render(<GroupMembers {...allFlags} />);
    const newPhoto = await screen.findByRole('button', { name: 'New Photo, Alex Morgan' });
    await user.click(newPhoto);
    const dialog = await screen.findByRole('dialog', { name: 'New Photo for Alex Morgan' }, { timeout: 5000 });
    const closedAt = Date.now();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(dialog).toHaveClass('rw-photo--hiding');
    expect(screen.getByRole('dialog', { name: 'New Photo for Alex Morgan' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New Photo for Alex Morgan' })).toBeNull());
    expect(Date.now() - closedAt).toBeGreaterThanOrEqual(250);
    // The focus moves back as the popover goes, in the same or the next task.
    await waitFor(() => expect(newPhoto).toHaveFocus());
  });

  it('says "Loading image…" only once a chosen photo takes longer than 500 ms, and says so when the file cannot be loaded', async () => {
    const user = userEvent.setup();
    render(<GroupMembers {...allFlags} />);
    await user.click(await screen.findByRole('button', { name: 'New Photo, Alex Morgan' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Photo for Alex Morgan' }, { timeout: 5000 });
    const chosenAt = Date.now();
    await user.upload(within(dialog).getByLabelText('Choose a photo'), new File([new Uint8Array([0x89, 0x50])], 'alex.png', { type: 'image/png' }));
    expect(within(dialog).queryByText('Loading image…')).toBeNull();
    await within(dialog).findByText('Loading image…', undefined, { timeout: 2000 });
    expect(Date.now() - chosenAt).toBeGreaterThanOrEqual(500);
    fireEvent.error(dialog.querySelector('img.rw-photo__image')!);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The chosen file could not be loaded. Choose it again, or choose another.');
    expect(within(dialog).queryByText('Loading image…')).toBeNull();
  });
});
