import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Waiver } from './Waiver.tsx';
import { SIGN_WAIVER_PATH } from './meta.ts';
import { signaturePadLoader } from './SignatureCanvas.tsx';
import { FAKE_PNG_BASE64, drawSignature, freshWaiverPage, layOutDocument, scrollDocumentTo } from './test-helpers.ts';
import { startMswServer } from '../../test/msw.ts';
import { consolidatedPerson, minorPerson, waiverPerson, waiverRelease } from './waiver.fixtures.ts';
import type { ResortEvents } from '../../src/events/bus.ts';
import { expectReportedOnce } from '../../test/error-reports.ts';
import './elements/resort-waiver.ts';
import { IslandLanguageContext } from '../../src/ui/island-language.ts';
import { waiverLabelsFr } from './labels.fr-CA.ts';
import { pasteInto } from '../../test/paste-into.ts';

vi.mock('signature_pad', async () => (await import('./test-helpers.ts')).signaturePadDouble());
// happy-dom's DOM is not enough for DOMPurify (src/ui/sanitize-html.test.ts), so these tests show
// the trusted fixture HTML as it is; hostile HTML is tested with the real DOMPurify in Chromium
// (test/e2e/waiver.spec.ts).
const sanitizer = vi.hoisted(() => ({ failures: 0 }));
vi.mock('../../src/ui/sanitize-html.ts', () => ({
  sanitizeHtml: async (html: string) => {
    if (sanitizer.failures > 0) {
      sanitizer.failures -= 1;
      throw new Error('offline');
    }
    return html;
  },
  preloadSanitizer: () => {},
}));

const server = startMswServer();
let posted: Record<string, unknown>[] = [];
let tokens: (string | null)[] = [];

beforeEach(() => {
  freshWaiverPage();
  layOutDocument();
  posted = [];
  tokens = [];
  server.use(
    http.post(SIGN_WAIVER_PATH, async ({ request }) => {
      posted.push((await request.json()) as Record<string, unknown>);
      tokens.push(request.headers.get('RequestVerificationToken'));
      return HttpResponse.json({ success: true, SignedOn: '2026-12-20T17:04:00Z' });
    }),
  );
});

function listen() {
  const events: ResortEvents['resort:waiver:signed'][] = [];
  const record = (event: Event) => events.push((event as CustomEvent<ResortEvents['resort:waiver:signed']>).detail);
  window.addEventListener('resort:waiver:signed', record);
  return { events, stop: () => window.removeEventListener('resort:waiver:signed', record) };
}

async function openWindow(user = userEvent.setup()) {
  await user.click(screen.getByRole('button', { name: 'Read and Sign' }));
  const dialog = screen.getByRole('dialog', { name: 'Release of Liability and Assumption of Risk' });
  await within(dialog).findByText(/Release of Liability/, { selector: 'h3' });
  // The document is measured once its sanitised HTML is in.
  await vi.waitFor(() => expect(within(dialog).getByRole('progressbar')).not.toHaveAttribute('aria-valuenow', '0'));
  return { user, dialog: within(dialog) };
}

async function readToTheEnd() {
  scrollDocumentTo(95);
  return screen.findByRole('button', { name: 'Sign' });
}

describe('<resort-waiver>', () => {
  it("shows the member's release and that it is not signed yet", () => {
    render(<Waiver release={waiverRelease()} person={waiverPerson()} />);
    expect(screen.getByRole('heading', { name: 'Release of Liability and Assumption of Risk' })).toBeInTheDocument();
    expect(screen.getByText('For Alex Morgan')).toBeInTheDocument();
    expect(screen.getByText('Not signed yet')).toBeInTheDocument();
  });

  it('opens the waiver window: a dialog with the document, progress bar and scroll prompt, but no signature panel yet', async () => {
    render(<Waiver release={waiverRelease()} person={waiverPerson()} />);
    const { dialog } = await openWindow();
    expect(dialog.getByRole('region', { name: 'Waiver document' })).toHaveTextContent('Skiing, snowboarding');
    expect(dialog.getByRole('progressbar', { name: 'Read so far' })).toHaveAttribute('aria-valuenow', '25');
    expect(dialog.getByRole('status')).toHaveTextContent('Scroll to the end of the waiver to sign it.');
    expect(dialog.queryByRole('button', { name: 'Sign' })).toBeNull();
    expect(dialog.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it("shows the release's own scroll message", async () => {
    render(<Waiver release={waiverRelease({ ScrollMessage: 'Keep reading to the bottom.' })} person={waiverPerson()} />);
    const { dialog } = await openWindow();
    expect(dialog.getByRole('status')).toHaveTextContent('Keep reading to the bottom.');
  });

  it('shows the signature panel at 90% viewed, keeps it down to 66%, and hides it below; the progress keeps the furthest read', async () => {
    render(<Waiver release={waiverRelease()} person={waiverPerson()} />);
    const { dialog } = await openWindow();
    scrollDocumentTo(89);
    expect(dialog.queryByRole('button', { name: 'Sign' })).toBeNull();
    scrollDocumentTo(90);
    expect(await dialog.findByRole('button', { name: 'Sign' })).toBeDisabled();
    expect(dialog.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '90');
    scrollDocumentTo(66);
    expect(dialog.getByRole('button', { name: 'Sign' })).toBeInTheDocument();
    scrollDocumentTo(65);
    expect(dialog.queryByRole('button', { name: 'Sign' })).toBeNull();
    // Read so far: the furthest the shopper has read, not where they are now.
    expect(dialog.getByRole('progressbar', { name: 'Read so far' })).toHaveAttribute('aria-valuenow', '90');
  });

  it('enables Sign only once the signature is drawn, the full name typed and the agree box ticked', async () => {
    render(<Waiver release={waiverRelease()} person={waiverPerson()} />);
    const { user, dialog } = await openWindow();
    const sign = await readToTheEnd();
    expect(dialog.getByText('To sign: draw your signature, type your full name, tick the agree box.')).toBeInTheDocument();

    await vi.waitFor(() => expect(dialog.getByRole('img', { name: /Signature pad/ })).toHaveAttribute('data-ready'));
    drawSignature();
    expect(sign).toBeDisabled();
    await pasteInto(dialog.getByRole('textbox', { name: 'Type your full name' }), '  alex MORGAN ', user);
    expect(sign).toBeDisabled();
    await user.click(dialog.getByRole('checkbox', { name: 'I have read this release and agree to its terms.' }));
    expect(sign).toBeEnabled();
    expect(dialog.queryByText(/^To sign:/)).toBeNull();
  });

  it("does not accept a name that is not the person's", async () => {
    render(<Waiver release={waiverRelease({ EnableWetSignature: false, EnableAgreeCheckbox: false })} person={waiverPerson()} />);
    const { user, dialog } = await openWindow();
    const sign = await readToTheEnd();
    const name = dialog.getByRole('textbox', { name: 'Type your full name' });
    await pasteInto(name, 'Alex Morgen', user);
    await user.tab();
    expect(sign).toBeDisabled();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByText('The name does not match Alex Morgan.')).toBeInTheDocument();
  });

  it('Clear empties the drawing, the agree box and the typed name', async () => {
    render(<Waiver release={waiverRelease()} person={waiverPerson()} />);
    const { user, dialog } = await openWindow();
    await readToTheEnd();
    await vi.waitFor(() => expect(dialog.getByRole('img', { name: /Signature pad/ })).toHaveAttribute('data-ready'));
    drawSignature();
    await pasteInto(dialog.getByRole('textbox', { name: 'Type your full name' }), 'Alex Morgan', user);
    await user.click(dialog.getByRole('checkbox'));
    await user.click(dialog.getByRole('button', { name: 'Clear' }));
    expect(dialog.getByRole('textbox', { name: 'Type your full name' })).toHaveValue('');
    expect(dialog.getByRole('checkbox')).not.toBeChecked();
    expect(dialog.getByText('To sign: draw your signature, type your full name, tick the agree box.')).toBeInTheDocument();
  });

  it('signs: posts the signature with the anti-forgery token and sends resort:waiver:signed with the release', async () => {
    const { events, stop } = listen();
    render(<Waiver release={waiverRelease()} person={waiverPerson()} />);
    const { user, dialog } = await openWindow();
    const sign = await readToTheEnd();
    await vi.waitFor(() => expect(dialog.getByRole('img', { name: /Signature pad/ })).toHaveAttribute('data-ready'));
    drawSignature();
    await pasteInto(dialog.getByRole('textbox', { name: 'Type your full name' }), ' Alex Morgan ', user);
    await user.click(dialog.getByRole('checkbox'));
    await user.click(sign);

    expect(await dialog.findByText('This waiver is signed.')).toHaveFocus();
    expect(dialog.getByText('Signed by Alex Morgan on Dec 20, 2026')).toBeInTheDocument();
    expect(tokens).toEqual(['t0ken']);
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({ ContactInfoId: 201, ReleaseId: 1, TypedFullname: 'Alex Morgan', agreeChecked: true, Signature: FAKE_PNG_BASE64 });
    expect(posted[0]?.WaiverHTML).toContain('Skiing, snowboarding');

    expect(events).toHaveLength(1);
    const release = events[0]!.release;
    expect(release).toMatchObject({ Signed: true, TypedFullname: 'Alex Morgan', agreeChecked: true, Signature: FAKE_PNG_BASE64, SignedOn: '2026-12-20T17:04:00Z' });
    expect(release.Signature).not.toMatch(/^data:/);
    expect(release.WaiverHTML).toContain('<h3>Release of Liability</h3>');
    expect(events[0]!.person.ContactInfoId).toBe(201);
    stop();

    await user.click(dialog.getByRole('button', { name: 'Done' }));
    // The focus is back on the card at once; the release, unseen, goes once a screen reader has heard that.
    expect(screen.getByRole('button', { name: 'View Signed Waiver' })).toHaveFocus();
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Signed by Alex Morgan on Dec 20, 2026')).toBeInTheDocument();
  });

  it('captures no HTML when the release does not ask for it', async () => {
    const { events, stop } = listen();
    render(<Waiver release={waiverRelease({ CaptureWaiverHTML: false, EnableWetSignature: false, EnableAgreeCheckbox: false })} person={waiverPerson()} />);
    const { user, dialog } = await openWindow();
    const sign = await readToTheEnd();
    await pasteInto(dialog.getByRole('textbox', { name: 'Type your full name' }), 'Alex Morgan', user);
    await user.click(sign);
    await dialog.findByText('This waiver is signed.');
    expect(posted[0]).not.toHaveProperty('WaiverHTML');
    expect(posted[0]?.Signature).toBe('');
    expect(events[0]?.release).not.toHaveProperty('WaiverHTML');
    stop();
  });

  it('asks for nothing but reading when the release needs no drawing, name or agree box', async () => {
    render(<Waiver release={waiverRelease({ EnableWetSignature: false, ElectronicSignatureRequired: false, EnableAgreeCheckbox: false })} person={waiverPerson()} />);
    const { dialog } = await openWindow();
    const sign = await readToTheEnd();
    expect(sign).toBeEnabled();
    expect(dialog.queryByRole('img', { name: /Signature pad/ })).toBeNull();
    expect(dialog.queryByRole('textbox')).toBeNull();
    expect(dialog.queryByRole('checkbox')).toBeNull();
  });

  it("has the user sign a consolidated release on the member's behalf, with the user's own name", async () => {
    render(
      <Waiver
        release={waiverRelease({ EnableWetSignature: false, EnableAgreeCheckbox: false, ConsolidatedSignaturePanelText: 'Signing for your whole group.' })}
        person={consolidatedPerson()}
      />,
    );
    const { user, dialog } = await openWindow();
    const sign = await readToTheEnd();
    expect(dialog.getByText('Signing for your whole group.')).toBeInTheDocument();
    const name = dialog.getByRole('textbox', { name: 'Type your full name' });
    await pasteInto(name, 'Jordan Morgan', user);
    expect(sign).toBeDisabled();
    await user.clear(name);
    await pasteInto(name, 'Alex Morgan', user);
    expect(sign).toBeEnabled();
  });

  it("says when the user signs on behalf of a minor, typing the minor's full name", async () => {
    render(<Waiver release={waiverRelease({ EnableWetSignature: false, EnableAgreeCheckbox: false })} person={minorPerson()} />);
    const { user, dialog } = await openWindow();
    const sign = await readToTheEnd();
    expect(dialog.getByText('You are signing on behalf of a minor, Sam Morgan.')).toBeInTheDocument();
    expect(dialog.getByText(/Type Sam Morgan/)).toBeInTheDocument();
    await pasteInto(dialog.getByRole('textbox', { name: 'Type your full name' }), 'Alex Morgan', user);
    expect(sign).toBeDisabled();
    await user.clear(dialog.getByRole('textbox', { name: 'Type your full name' }));
    await pasteInto(dialog.getByRole('textbox', { name: 'Type your full name' }), ' sam morgan ', user);
    expect(sign).toBeEnabled();
  });

  it("uses the release's own texts for the panel, the prompt, the agree box and the buttons", async () => {
    render(
      <Waiver
        release={waiverRelease({
          SignaturePanelText: 'Please sign here.',
          WetSignaturePrompt: 'Use your finger or mouse',
          SignatureAffirmationStatement: 'I agree.',
          ClearButtonText: 'Start over',
          SignButtonText: 'Accept and sign',
        })}
        person={waiverPerson()}
      />,
    );
    const { dialog } = await openWindow();
    scrollDocumentTo(100);
    expect(await dialog.findByText('Please sign here.')).toBeInTheDocument();
    expect(dialog.getByText('Use your finger or mouse')).toBeInTheDocument();
    expect(dialog.getByRole('checkbox', { name: 'I agree.' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Start over' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Accept and sign' })).toBeDisabled();
  });

  describe('on a French page', () => {
    const frenchWaiver = (release: Parameters<typeof waiverRelease>[0]) => (
      <IslandLanguageContext.Provider value={{ language: 'fr-CA', locale: 'fr-CA', dictionary: { ...waiverLabelsFr } }}>
        <Waiver release={waiverRelease(release)} person={waiverPerson()} />
      </IslandLanguageContext.Provider>
    );
    const store = { ScrollMessage: 'Keep reading.', WetSignaturePrompt: 'Draw here', SignatureAffirmationStatement: 'I agree.', ClearButtonText: 'Start over', SignButtonText: 'Accept and sign' };

    async function openFrench() {
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Lire et signer' }));
      const dialog = within(screen.getByRole('dialog'));
      await vi.waitFor(() => expect(dialog.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow', '0'));
      return dialog;
    }

    it("shows the widget's French, not the release's English labels, the store's default language", async () => {
      render(frenchWaiver(store));
      const dialog = await openFrench();
      expect(await dialog.findByText(waiverLabelsFr['waiver.scrollMessage'])).toBeInTheDocument();
      scrollDocumentTo(95, waiverLabelsFr['waiver.document']);
      expect(await dialog.findByRole('button', { name: 'Signer' })).toBeInTheDocument();
      expect(dialog.getByRole('button', { name: 'Effacer' })).toBeInTheDocument();
      expect(dialog.getByText('Tracez votre signature')).toBeInTheDocument();
      expect(dialog.getByRole('checkbox', { name: waiverLabelsFr['waiver.agree'] })).toBeInTheDocument();
      expect(dialog.queryByText(/Start over|Accept and sign|Draw here|I agree/)).toBeNull();
    });

    it("shows the release's own labels when the store says they are French", async () => {
      render(frenchWaiver({ Language: 'fr-CA', ClearButtonText: 'Recommencer', SignButtonText: 'J’accepte et je signe' }));
      const dialog = await openFrench();
      scrollDocumentTo(95, waiverLabelsFr['waiver.document']);
      expect(await dialog.findByRole('button', { name: 'J’accepte et je signe' })).toBeInTheDocument();
      expect(dialog.getByRole('button', { name: 'Recommencer' })).toBeInTheDocument();
    });
  });

  it('lets a keyboard user sign with their typed name instead of drawing', async () => {
    render(<Waiver release={waiverRelease({ EnableAgreeCheckbox: false })} person={waiverPerson()} />);
    const { user, dialog } = await openWindow();
    const sign = await readToTheEnd();
    await vi.waitFor(() => expect(dialog.getByRole('img', { name: /Signature pad/ })).toHaveAttribute('data-ready'));
    await pasteInto(dialog.getByRole('textbox', { name: 'Type your full name' }), 'Alex Morgan', user);
    expect(sign).toBeDisabled();
    await user.click(dialog.getByRole('button', { name: 'Sign with my typed name' }));
    expect(sign).toBeEnabled();
  });

  it('lets only signed-in customers sign', async () => {
    freshWaiverPage({ user: { SignedIn: true, IsGuest: true, FirstName: '', LastName: '' } });
    render(<Waiver release={waiverRelease()} person={waiverPerson()} />);
    const { dialog } = await openWindow();
    scrollDocumentTo(100);
    expect(dialog.getByRole('alert')).toHaveTextContent('Only signed-in customers can sign waivers.');
    expect(dialog.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', expect.stringMatching(/^\/login\?returnUrl=/));
    expect(dialog.queryByRole('button', { name: 'Sign' })).toBeNull();
  });

  it("shows the store's message when it refuses the signature, keeping everything entered", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.post(SIGN_WAIVER_PATH, () => HttpResponse.json({ success: false, message: 'That group member is not in your household.' }, { status: 400 })));
    const { events, stop } = listen();
    render(<Waiver release={waiverRelease({ EnableWetSignature: false })} person={waiverPerson()} />);
    const { user, dialog } = await openWindow();
    const sign = await readToTheEnd();
    await pasteInto(dialog.getByRole('textbox', { name: 'Type your full name' }), 'Alex Morgan', user);
    await user.click(dialog.getByRole('checkbox'));
    await user.click(sign);
    expect(await dialog.findByRole('alert')).toHaveTextContent('Your signature could not be saved. That group member is not in your household.');
    expect(dialog.getByRole('textbox', { name: 'Type your full name' })).toHaveValue('Alex Morgan');
    expect(dialog.getByRole('checkbox')).toBeChecked();
    expect(sign).toBeEnabled();
    expect(events).toEqual([]);
    stop();
  });

  it("shows the store's message when it refuses with success: false and status 200, and moves focus to it", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.post(SIGN_WAIVER_PATH, () => HttpResponse.json({ success: false, message: 'This waiver was already signed.' })));
    render(<Waiver release={waiverRelease({ EnableWetSignature: false, EnableAgreeCheckbox: false })} person={waiverPerson()} />);
    const { user, dialog } = await openWindow();
    const sign = await readToTheEnd();
    await pasteInto(dialog.getByRole('textbox', { name: 'Type your full name' }), 'Alex Morgan', user);
    await user.click(sign);
    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent('Your signature could not be saved. This waiver was already signed.');
    expect(alert).toHaveFocus();
    expectReportedOnce({ widget: 'resort-waiver', operation: 'POST /api/waivers/sign', message: 'Signature refused: This waiver was already signed.' });
  });

  it('says the store could not be reached and signs on the next try', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.post(SIGN_WAIVER_PATH, () => HttpResponse.error(), { once: true }));
    render(<Waiver release={waiverRelease({ EnableWetSignature: false, EnableAgreeCheckbox: false })} person={waiverPerson()} />);
    const { user, dialog } = await openWindow();
    const sign = await readToTheEnd();
    await pasteInto(dialog.getByRole('textbox', { name: 'Type your full name' }), 'Alex Morgan', user);
    await user.click(sign);
    expect(await dialog.findByRole('alert')).toHaveTextContent('We could not reach the store.');
    await user.click(sign);
    expect(await dialog.findByText('This waiver is signed.')).toBeInTheDocument();
  });

  it('shows Signing… while the store stores the signature', async () => {
    let release: () => void = () => {};
    server.use(
      http.post(SIGN_WAIVER_PATH, async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ success: true });
      }),
    );
    render(<Waiver release={waiverRelease({ EnableWetSignature: false, EnableAgreeCheckbox: false })} person={waiverPerson()} />);
    const { user, dialog } = await openWindow();
    const sign = await readToTheEnd();
    await pasteInto(dialog.getByRole('textbox', { name: 'Type your full name' }), 'Alex Morgan', user);
    await user.click(sign);
    const signing = dialog.getByRole('button', { name: 'Signing…' });
    expect(signing).toHaveAttribute('aria-disabled', 'true');
    // Focus stays on the button while the store answers (a disabled one would drop it to the page).
    expect(signing).not.toBeDisabled();
    expect(signing).toHaveFocus();
    await act(async () => release());
    expect(await dialog.findByText('This waiver is signed.')).toBeInTheDocument();
  });

  it('keeps Sign waiting, saying the pad is loading, until the signature pad has loaded; a click meanwhile sends nothing', async () => {
    render(<Waiver release={waiverRelease()} person={waiverPerson()} />);
    const { user, dialog } = await openWindow();
    await readToTheEnd();
    await vi.waitFor(() => expect(dialog.getByRole('img', { name: /Signature pad/ })).toHaveAttribute('data-ready'));
    drawSignature();
    await pasteInto(dialog.getByRole('textbox', { name: 'Type your full name' }), 'Alex Morgan', user);
    await user.click(dialog.getByRole('checkbox', { name: 'I have read this release and agree to its terms.' }));
    await user.keyboard('{Escape}');

    // Reopened with everything still filled in, on a connection where the pad arrives late.
    const real = signaturePadLoader.load;
    let arrive = () => {};
    vi.spyOn(signaturePadLoader, 'load').mockImplementation(() => new Promise((resolve, reject) => (arrive = () => void real().then(resolve, reject))));
    const again = await openWindow(user);
    const sign = await readToTheEnd();
    expect(sign).toHaveAttribute('aria-disabled', 'true');
    expect(sign).toHaveAccessibleDescription('Loading the signature pad…');
    await user.click(sign);
    expect(posted).toEqual([]);

    act(() => arrive());
    await vi.waitFor(() => expect(again.dialog.getByRole('img', { name: /Signature pad/ })).toHaveAttribute('data-ready'));
    expect(sign).not.toHaveAttribute('aria-disabled');
    expect(sign).toBeEnabled();
    await user.click(sign);
    await vi.waitFor(() => expect(posted).toHaveLength(1));
  });

  it('closing leaves it unsigned and reopens at the top, keeping what was typed', async () => {
    render(<Waiver release={waiverRelease({ EnableWetSignature: false })} person={waiverPerson()} />);
    const { user, dialog } = await openWindow();
    await readToTheEnd();
    await pasteInto(dialog.getByRole('textbox', { name: 'Type your full name' }), 'Alex Morgan', user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Not signed yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Read and Sign' })).toHaveFocus();

    const again = await openWindow(user);
    expect(again.dialog.getByRole('status')).toHaveTextContent('Scroll to the end of the waiver to sign it.');
    expect(again.dialog.getByRole('region', { name: 'Waiver document' }).scrollTop).toBeLessThanOrEqual(0);
    await readToTheEnd();
    expect(again.dialog.getByRole('textbox', { name: 'Type your full name' })).toHaveValue('Alex Morgan');
  });

  it('shows a release signed earlier as signed, and its window in the signed state', async () => {
    render(<Waiver release={waiverRelease({ Signed: true, TypedFullname: 'Alex Morgan', SignedOn: '2026-11-30T09:00:00Z' })} person={waiverPerson()} />);
    expect(screen.getByText('Signed by Alex Morgan on Nov 30, 2026')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'View Signed Waiver' }));
    const dialog = within(screen.getByRole('dialog'));
    expect(await dialog.findByText('This waiver is signed.')).toBeInTheDocument();
    expect(dialog.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(dialog.queryByRole('button', { name: 'Sign' })).toBeNull();
  });

  it('only announces the signature when sign-url is empty (the host stores it)', async () => {
    let requests = 0;
    server.use(http.post('*', () => {
      requests += 1;
      return HttpResponse.json({ success: true });
    }));
    const { events, stop } = listen();
    render(<Waiver release={waiverRelease({ EnableWetSignature: false, EnableAgreeCheckbox: false })} person={waiverPerson()} signUrl="" />);
    const { user, dialog } = await openWindow();
    const sign = await readToTheEnd();
    await pasteInto(dialog.getByRole('textbox', { name: 'Type your full name' }), 'Alex Morgan', user);
    await user.click(sign);
    await dialog.findByText('This waiver is signed.');
    expect(requests).toBe(0);
    expect(events).toHaveLength(1);
    stop();
  });

  it("shows the store's refusal on the card and with its button until the waiver is signed", async () => {
    const refusal = 'The waiver for Alex Morgan (Equipment Rental Release) is not signed yet. Sign it to place your order.';
    const { rerender } = render(<Waiver release={waiverRelease({ EnableWetSignature: false, ElectronicSignatureRequired: false, EnableAgreeCheckbox: false })} person={waiverPerson()} />);
    expect(screen.queryByText(refusal)).toBeNull();
    rerender(<Waiver release={waiverRelease({ EnableWetSignature: false, ElectronicSignatureRequired: false, EnableAgreeCheckbox: false })} person={waiverPerson()} notice={refusal} />);
    expect(screen.getByText(refusal)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Read and Sign' })).toHaveAccessibleDescription(refusal);

    const { user } = await openWindow();
    await user.click(await readToTheEnd());
    await screen.findByText('This waiver is signed.');
    expect(screen.queryByText(refusal)).toBeNull();
  });

  it('opens the window when the host sets open', async () => {
    const { rerender } = render(<Waiver release={waiverRelease()} person={waiverPerson()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<Waiver release={waiverRelease()} person={waiverPerson()} open />);
    expect(await screen.findByRole('dialog', { name: 'Release of Liability and Assumption of Risk' })).toBeInTheDocument();
  });

  it('never shows the waiver HTML unsanitised: when DOMPurify cannot be loaded it says so and retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    sanitizer.failures = 1;
    render(<Waiver release={waiverRelease()} person={waiverPerson()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Read and Sign' }));
    const dialog = within(screen.getByRole('dialog'));
    expect(await dialog.findByRole('alert')).toHaveTextContent('The waiver text could not be shown.');
    expect(dialog.queryByText(/Skiing, snowboarding/)).toBeNull();
    expect(dialog.queryByRole('button', { name: 'Sign' })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Retry' }));
    expect(await dialog.findByText(/^1. Skiing, snowboarding/)).toBeInTheDocument();
  });

  it('says the waiver cannot be shown when the release is missing or malformed, without throwing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { unmount } = render(<Waiver person={waiverPerson()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This waiver could not be shown.');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('resort-waiver: the "release" attribute is missing'));
    unmount();
    render(<Waiver release={{ Title: 42 }} person={waiverPerson()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This waiver could not be shown.');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Title: expected string'));
  });
});

