import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import * as api from '../../src/api/client.ts';
import { setPageData } from '../../src/stores/page-data-actions.ts';
import { startMswServer } from '../../test/msw.ts';
import { mediaRequirements } from '../group-members/household.fixtures.ts';
import { AddMedia } from './AddMedia.tsx';
import { expectReportedOnce } from '../../test/error-reports.ts';
import './elements/resort-add-media.ts';

const server = startMswServer();

beforeEach(() => {
  api.invalidate();
  setPageData({ user: { SignedIn: true }, CustomerSettings: { MediaNumberInputMask: '9999-9999-9999', MediaNumberIsNumeric: true }, CommonMediaDigits: '6001' });
  document.body.innerHTML = '<input type="hidden" name="__RequestVerificationToken" value="t0ken">';
});

afterEach(() => vi.useRealTimers());

const field = () => screen.getByRole('textbox', { name: 'Media number' });

function listen(name: string) {
  const heard = vi.fn();
  window.addEventListener(name, heard);
  return { heard, stop: () => window.removeEventListener(name, heard), details: () => heard.mock.calls.map((call) => (call[0] as CustomEvent).detail as Record<string, unknown>) };
}

describe('<resort-add-media>', () => {
  it('asks for a number, and for digits only when the store takes digits only', async () => {
    setPageData({ user: { SignedIn: true }, CustomerSettings: { MediaNumberIsNumeric: true } });
    const user = userEvent.setup();
    render(<AddMedia contactId={203} />);
    await user.click(screen.getByRole('button', { name: 'Add Media Number' }));
    expect(screen.getByText('Media number is required')).toBeInTheDocument();
    expect(field()).toHaveFocus();
    await user.type(field(), 'AB12');
    await user.click(screen.getByRole('button', { name: 'Add Media Number' }));
    expect(screen.getByText('Media number must contain only numbers')).toBeInTheDocument();
    expect(field()).toHaveAttribute('maxlength', '40');
  });

  it('writes the number with the store’s mask and sends it after the common media digits; the status counts 3 seconds down, then the form comes back empty', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let body: unknown = null;
    server.use(http.post('/api/product/assignMedia', async ({ request }) => ((body = await request.json()), HttpResponse.json({ success: true, MediaNumber: '6001123456789012' }))));
    const added = listen('resort:media:added');
    const cancel = listen('resort:media:cancel');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<AddMedia contactId={203} />);
    await user.type(field(), '1234x56789012');
    expect(field()).toHaveValue('1234-5678-9012');
    await user.click(screen.getByRole('button', { name: 'Add Media Number' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Media number added.');
    expect(status).toHaveTextContent('Back to the form in 3 s');
    expect(body).toEqual({ contactId: 203, mediaId: '6001123456789012' });
    expect(added.details()).toEqual([expect.objectContaining({ contactId: 203, mediaId: '6001123456789012' })]);
    expect(cancel.heard).not.toHaveBeenCalled();
    act(() => { vi.advanceTimersByTime(1100); });
    // React may mount the countdown's timer a moment after the status shows (a loaded machine yields).
    await waitFor(() => expect(status).toHaveTextContent('Back to the form in 2 s'));
    act(() => { vi.advanceTimersByTime(2000); });
    expect(await screen.findByRole('textbox', { name: 'Media number' })).toHaveValue('');
    expect(cancel.details()).toEqual([expect.objectContaining({ contactId: 203 })]);
    added.stop();
    cancel.stop();
  });

  it('shows the store’s answer on failure for 3 seconds, then the form with the number as typed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.post('/api/product/assignMedia', () => HttpResponse.json({ success: false, message: 'That media number belongs to another card holder.' }, { status: 400 })));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<AddMedia contactId={203} />);
    await user.type(field(), '111122223333');
    await user.click(screen.getByRole('button', { name: 'Add Media Number' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That media number belongs to another card holder.');
    expectReportedOnce({ widget: 'resort-add-media', operation: 'POST /api/product/assignMedia', status: 400, message: 'That media number belongs to another card holder.' });
    act(() => { vi.advanceTimersByTime(3100); });
    expect(await screen.findByRole('textbox', { name: 'Media number' })).toHaveValue('1111-2222-3333');
  });

  it('sends resort:media:cancel on Cancel', async () => {
    const cancel = listen('resort:media:cancel');
    render(<AddMedia contactId={203} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));
    expect(cancel.details()).toEqual([expect.objectContaining({ contactId: 203 })]);
    cancel.stop();
  });

  it('is for signed-in customers only', () => {
    setPageData({ user: { SignedIn: false } });
    render(<AddMedia contactId={203} />);
    expect(screen.getByText('Sign in to add a media card.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  describe('media selection at checkout', () => {
    it('offers Purchase or Reload for each member who needs a card, Reload only with a card, and saves one choice', async () => {
      const sent: unknown[] = [];
      server.use(
        http.get('/api/checkout/mediarequirements', () => HttpResponse.json(mediaRequirements())),
        http.post('/api/checkout/updatemediaassignments/', async ({ request }) => {
          sent.push(await request.json());
          return HttpResponse.json(mediaRequirements({ alex: { MediaOption: 'Reload' } }));
        }),
      );
      const user = userEvent.setup();
      render(<AddMedia mode="checkout" />);
      const alex = await screen.findByRole('group', { name: 'Alex Morgan: Season Pass - Adult' });
      const sam = screen.getByRole('group', { name: 'Sam Morgan: Lift Ticket - 1 Day' });
      expect(within(sam).getByRole('radio', { name: 'Reload my card' })).toBeDisabled();
      await user.click(within(alex).getByRole('radio', { name: 'Reload my card (600110203040)' }));
      await waitFor(() => expect(sent).toEqual([[{ ContactId: 201, MediaOption: 'Reload' }]]));
      expect(within(alex).getByRole('radio', { name: 'Reload my card (600110203040)' })).toBeChecked();
      // A member without a card can add one here.
      await user.click(within(sam).getByRole('button', { name: 'Add a card to reload' }));
      expect(within(sam).getByRole('textbox', { name: 'Media number' })).toBeInTheDocument();
    });

    it('adds a first Purchase with addmediaassignment, clears one choice and then all with deletemediaassignment, each with the anti-forgery token', async () => {
      const calls: string[] = [];
      let answer = mediaRequirements({ alex: { MediaOption: 'Reload' } });
      const record = (request: Request) => calls.push(`${new URL(request.url).pathname} ${request.headers.get('RequestVerificationToken')}`);
      server.use(
        http.get('/api/checkout/mediarequirements', () => HttpResponse.json(answer)),
        http.get('/api/checkout/addmediaassignment/:id', ({ request }) => (record(request), (answer = mediaRequirements({ alex: { MediaOption: 'Reload' }, sam: { MediaOption: 'Purchase' } })), HttpResponse.json(answer))),
        http.get('/api/checkout/deletemediaassignment/:contactId/:all', ({ request, params }) => {
          record(request);
          answer = params.all === 'true' ? mediaRequirements() : mediaRequirements({ sam: { MediaOption: 'Purchase' } });
          return HttpResponse.json(answer);
        }),
      );
      const user = userEvent.setup();
      render(<AddMedia mode="checkout" />);
      const sam = await screen.findByRole('group', { name: 'Sam Morgan: Lift Ticket - 1 Day' });
      const alex = screen.getByRole('group', { name: 'Alex Morgan: Season Pass - Adult' });
      expect(within(sam).queryByRole('button', { name: /Clear the choice/ })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Clear all media choices' })).toBeNull();

      await user.click(within(sam).getByRole('radio', { name: 'Purchase a new card' }));
      await waitFor(() => expect(calls).toEqual(['/api/checkout/addmediaassignment/203 t0ken']));
      expect(within(sam).getByRole('radio', { name: 'Purchase a new card' })).toBeChecked();

      await user.click(within(alex).getByRole('button', { name: 'Clear the choice for Alex Morgan' }));
      await waitFor(() => expect(calls).toHaveLength(2));
      expect(calls[1]).toBe('/api/checkout/deletemediaassignment/201/false t0ken');
      expect(within(alex).getByRole('radio', { name: 'Reload my card (600110203040)' })).not.toBeChecked();
      // One choice left: nothing to clear all of.
      expect(screen.queryByRole('button', { name: 'Clear all media choices' })).toBeNull();

      await user.click(within(alex).getByRole('radio', { name: 'Purchase a new card' }));
      await waitFor(() => expect(calls).toHaveLength(3));
      expect(calls[2]).toBe('/api/checkout/addmediaassignment/201 t0ken');
      await user.click(await screen.findByRole('button', { name: 'Clear all media choices' }));
      await waitFor(() => expect(calls).toHaveLength(4));
      expect(calls[3]).toMatch(/^\/api\/checkout\/deletemediaassignment\/\d+\/true t0ken$/);
      await waitFor(() => expect(screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(0));
    });

    it('puts back the choice and says so when the store refuses it', async () => {
      server.use(
        http.get('/api/checkout/mediarequirements', () => HttpResponse.json(mediaRequirements({ alex: { MediaOption: 'Reload' } }))),
        http.get('/api/checkout/deletemediaassignment/:contactId/:all', () => HttpResponse.json({ success: false, message: 'That member is not in your group.' }, { status: 400 })),
      );
      const user = userEvent.setup();
      render(<AddMedia mode="checkout" />);
      const alex = await screen.findByRole('group', { name: 'Alex Morgan: Season Pass - Adult' });
      await user.click(within(alex).getByRole('button', { name: 'Clear the choice for Alex Morgan' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('That member is not in your group.');
      expect(within(alex).getByRole('radio', { name: 'Reload my card (600110203040)' })).toBeChecked();
    });

    it("adds a card through the checkout's fast flow (POST /media, reCAPTCHA action fastflow) and shows Reload chosen", async () => {
      setPageData({ user: { SignedIn: true }, CaptchaSettings: { IsEnabled: true, SiteKey: 'site-key' }, CommonMediaDigits: '6001' });
      const grecaptcha = { ready: (callback: () => void) => callback(), execute: vi.fn(async () => 'captcha-token') };
      (globalThis as { grecaptcha?: unknown }).grecaptcha = grecaptcha;
      let sent: { body: unknown; action: string | null; token: string | null } | undefined;
      let answer = mediaRequirements();
      server.use(
        http.get('/api/checkout/mediarequirements', () => HttpResponse.json(answer)),
        http.post('/api/product/assignMedia', () => HttpResponse.json({ success: false, message: 'Not at checkout.' }, { status: 400 })),
        http.post('/media', async ({ request }) => {
          sent = { body: await request.json(), action: request.headers.get('Recaptcha-Action'), token: request.headers.get('Recaptcha-Token') };
          answer = mediaRequirements({ sam: { MediaNumber: '600177', MediaOption: 'Reload' } });
          return HttpResponse.json({ success: true, MediaNumber: '600177', ...answer });
        }),
      );
      try {
        const user = userEvent.setup();
        render(<AddMedia mode="checkout" />);
        const sam = await screen.findByRole('group', { name: 'Sam Morgan: Lift Ticket - 1 Day' });
        await user.click(within(sam).getByRole('button', { name: 'Add a card to reload' }));
        await user.type(within(sam).getByRole('textbox', { name: 'Media number' }), '77');
        await user.click(within(sam).getByRole('button', { name: 'Add Media Number' }));
        expect(await within(sam).findByRole('radio', { name: 'Reload my card (600177)' })).toBeChecked();
        expect(sent).toEqual({ body: { contactId: 203, mediaId: '600177' }, action: 'fastflow', token: 'captcha-token' });
        expect(grecaptcha.execute).toHaveBeenCalledWith('site-key', { action: 'fastflow' });
      } finally {
        delete (globalThis as { grecaptcha?: unknown }).grecaptcha;
      }
    });

    it('draws the first 20 members of a long answer, and 20 more on "Show 20 more"', async () => {
      const [alex] = mediaRequirements().Members;
      const members = Array.from({ length: 10_000 }, (_, index) => ({ ...alex!, ContactId: index + 1, Fullname: `Member ${index + 1}` }));
      server.use(http.get('/api/checkout/mediarequirements', () => HttpResponse.json({ Members: members })));
      const user = userEvent.setup();
      render(<AddMedia mode="checkout" />);
      await screen.findByRole('group', { name: 'Member 1: Season Pass - Adult' });
      expect(screen.getAllByRole('group')).toHaveLength(20);
      await user.click(screen.getByRole('button', { name: 'Show 20 more' }));
      expect(screen.getAllByRole('group')).toHaveLength(40);
      expect(screen.getByRole('group', { name: 'Member 40: Season Pass - Adult' })).toBeInTheDocument();
    });

    it('says when nothing needs a card', async () => {
      server.use(http.get('/api/checkout/mediarequirements', () => HttpResponse.json({ Members: [] })));
      render(<AddMedia mode="checkout" />);
      expect(await screen.findByText('Nothing in your cart needs a media card.')).toBeInTheDocument();
    });
  });
});
