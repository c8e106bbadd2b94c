/**
 * A release read to its end and signed with the typed name instead of a drawing, as a screen-reader
 * user hears it: the dialog, the reading progress, what is still to do, the signed state.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { startMswServer } from '../msw.ts';
import { Waiver } from '../../widgets/waiver/Waiver.tsx';
import { SIGN_WAIVER_PATH } from '../../widgets/waiver/meta.ts';
import { freshWaiverPage, layOutDocument, scrollDocumentTo } from '../../widgets/waiver/test-helpers.ts';
import { waiverPerson, waiverRelease } from '../../widgets/waiver/waiver.fixtures.ts';
import { listen } from './listener.ts';

vi.mock('signature_pad', async () => (await import('../../widgets/waiver/test-helpers.ts')).signaturePadDouble());
// The fixture's HTML is trusted; DOMPurify needs more DOM than happy-dom has (test/e2e/waiver.spec.ts).
vi.mock('../../src/ui/sanitize-html.ts', () => ({ sanitizeHtml: async (html: string) => html, preloadSanitizer: () => {} }));

const server = startMswServer();

describe('<resort-waiver> heard by a screen-reader user', () => {
  it('read to the end, signed with the typed name: the progress, what is left to do, and the signed state announced', async () => {
    freshWaiverPage();
    layOutDocument();
    server.use(http.post(SIGN_WAIVER_PATH, () => HttpResponse.json({ success: true, SignedOn: '2026-12-20T17:04:00Z' })));
    render(<Waiver release={waiverRelease({ EnableAgreeCheckbox: false })} person={waiverPerson()} />);
    const sr = await listen();
    const user = userEvent.setup();
    expect(await sr.readUntil('button, Read and Sign')).toEqual([
      'region, Release of Liability and Assumption of Risk For Alex Morgan · Adult release',
      'heading, Release of Liability and Assumption of Risk, level 3',
      'paragraph',
      'For Alex Morgan',
      '·',
      'Adult release',
      'end of paragraph',
      'paragraph',
      'Not signed yet',
      'end of paragraph',
      'button, Read and Sign',
    ]);

    await user.click(screen.getByRole('button', { name: 'Read and Sign' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Release of Liability and Assumption of Risk' }));
    await dialog.findByText(/Release of Liability/, { selector: 'h3' });
    await vi.waitFor(() => expect(dialog.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow', '0'));
    // The focus moves into the dialog as it opens, so its name is said then.
    expect(await sr.said()).toContain('dialog, Release of Liability and Assumption of Risk');
    // Read to the end (happy-dom lays nothing out: the scroll is set by hand, as in Waiver.test.tsx).
    scrollDocumentTo(95);
    await dialog.findByRole('button', { name: 'Sign' });
    await vi.waitFor(() => expect(dialog.getByRole('img', { name: /Signature pad/ })).toHaveAttribute('data-ready'));
    await sr.said();

    await user.click(dialog.getByRole('textbox', { name: 'Type your full name' }));
    // The field's description says what to type and that capitals and spaces do not matter.
    expect(await sr.said()).toEqual(['textbox, Type your full name, Type Alex Morgan (capitals and spaces around it do not matter).']);
    await user.keyboard('Alex Morgan');
    await user.tab();
    // What is still to do is announced as it changes.
    expect(await sr.said()).toEqual(['polite: To sign: draw your signature.', 'button, Clear']);

    await user.click(dialog.getByRole('button', { name: 'Sign with my typed name' }));
    expect(await sr.said()).toEqual(['button, Sign with my typed name']);
    await user.click(dialog.getByRole('button', { name: 'Sign' }));
    await dialog.findByText('This waiver is signed.');
    // The busy button keeps the focus, then the signed state's words take it; reading on gives them.
    expect(await sr.said()).toEqual(['button, Signing…, disabled', 'paragraph']);
    expect(await sr.readUntil('This waiver is signed.')).toEqual(['This waiver is signed.']);
    await sr.stop();
  });
});
