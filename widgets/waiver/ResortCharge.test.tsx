import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Waiver } from './Waiver.tsx';
import { RESORT_CHARGE_CARD_PATH } from './api.ts';
import { resortChargePayload } from './resort-charge-rules.ts';
import { startMswServer } from '../../test/msw.ts';
import { waiverPerson, waiverRelease } from './waiver.fixtures.ts';
import { sandboxCard } from '../payment-form/payment.fixtures.ts';
import { braintreeConfigAnswers, braintreePage, configAnswers, paymentPage, personalizationAnswers } from '../payment-form/test-helpers.ts';
import { setPageData } from '../../src/stores/page-data-actions.ts';
import '../payment-form/elements/resort-payment-form.ts';

const server = startMswServer();
let square: ReturnType<typeof paymentPage>;
const signedRelease = () => waiverRelease({ Title: 'Resort Charge Authorization', Signed: true, TypedFullname: 'Alex Morgan', SignedOn: '2026-11-20T10:00:00Z' });

beforeEach(() => {
  square = paymentPage();
  setPageData({ user: { SignedIn: true, FirstName: 'Alex', LastName: 'Morgan' }, CaptchaSettings: { IsEnabled: true, SiteKey: 'site-key' } });
  (globalThis as { grecaptcha?: unknown }).grecaptcha = { ready: (callback: () => void) => callback(), execute: async () => 'captcha-token' };
  server.use(configAnswers(), personalizationAnswers());
});
afterEach(() => delete (globalThis as { grecaptcha?: unknown }).grecaptcha);

async function enterCard(dialog: HTMLElement) {
  const form = dialog.querySelector('resort-payment-form')!;
  await waitFor(() => expect(square.mounts.length).toBe(1));
  await userEvent.type(await within(form.shadowRoot as unknown as HTMLElement).findByRole('textbox', { name: 'Cardholder name' }), 'Alex Morgan');
  act(() => square.current().fill(sandboxCard));
}

describe('<resort-waiver resort-charge>', () => {
  it('puts a card on file once the authorization is signed: the card form tokenizes, the card goes with the release and the resortcharge bot check', async () => {
    let sent: { body: unknown; action: string | null; token: string | null } | undefined;
    server.use(
      http.post(RESORT_CHARGE_CARD_PATH, async ({ request }) => {
        sent = { body: await request.json(), action: request.headers.get('Recaptcha-Action'), token: request.headers.get('RequestVerificationToken') };
        return HttpResponse.json({ success: true, message: null, LastFour: '1111', CardType: 'VISA' });
      }),
    );
    render(<Waiver release={signedRelease()} person={waiverPerson()} resortCharge />);
    const charge = screen.getByRole('group', { name: 'Resort charge card' });
    expect(within(charge).getByRole('status')).toHaveTextContent('No card on file yet: add one to charge purchases at the resort to your pass.');
    await userEvent.click(within(charge).getByRole('button', { name: 'Add a Card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Card for Resort Charges' });
    await enterCard(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Card' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Card for Resort Charges' })).not.toBeInTheDocument());
    expect(sent).toMatchObject({
      body: { ContactInfoId: waiverPerson().ContactInfoId, ReleaseId: signedRelease().Id, LastFour: '1111', CardType: 'VISA', ExpirationMonth: '12', ExpirationYear: '2030', Name: 'Alex Morgan' },
      action: 'resortcharge',
      token: 't0ken',
    });
    expect((sent?.body as { Token?: string }).Token).toMatch(/^cnon:/);
    expect(within(charge).getByRole('status')).toHaveTextContent('VISA ending in 1111 is on file for resort charges.');
    expect(within(charge).getByRole('button', { name: 'Update Card' })).toBeInTheDocument();
  });

  it('on a Braintree store, the same dialog takes Braintree’s fields: the card is vaulted, then sent with its PaymentKey', async () => {
    const braintree = braintreePage();
    const sent: { vault: unknown[]; charge: unknown[] } = { vault: [], charge: [] };
    server.use(
      braintreeConfigAnswers(),
      http.post('/api/payment/addbraintreepaymentmethodtocustomer/', async ({ request }) => {
        sent.vault.push(await request.json());
        return HttpResponse.json({ PaymentToken: 'btpm_charge_card' });
      }),
      http.post(RESORT_CHARGE_CARD_PATH, async ({ request }) => {
        sent.charge.push(await request.json());
        return HttpResponse.json({ success: true, message: null, LastFour: '1111', CardType: 'Visa' });
      }),
    );
    try {
      render(<Waiver release={signedRelease()} person={waiverPerson()} resortCharge />);
      const charge = screen.getByRole('group', { name: 'Resort charge card' });
      await userEvent.click(within(charge).getByRole('button', { name: 'Add a Card' }));
      const dialog = await screen.findByRole('dialog', { name: 'Card for Resort Charges' });
      await waitFor(() => expect(braintree.mounts.length).toBe(1));
      const form = dialog.querySelector('resort-payment-form')!;
      await userEvent.type(await within(form.shadowRoot as unknown as HTMLElement).findByRole('textbox', { name: 'Cardholder name' }), 'Alex Morgan');
      act(() => braintree.current().fill(sandboxCard));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save Card' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Card for Resort Charges' })).not.toBeInTheDocument());
      expect(square.mounts).toHaveLength(0);
      const nonce = (sent.vault[0] as { Nonce?: string } | undefined)?.Nonce;
      expect(nonce).toMatch(/^tokencc_/);
      expect(sent.charge).toEqual([
        { ContactInfoId: waiverPerson().ContactInfoId, ReleaseId: signedRelease().Id, Token: nonce, PaymentKey: 'btpm_charge_card', LastFour: '1111', CardType: 'Visa', ExpirationMonth: '12', ExpirationYear: '2030', Name: 'Alex Morgan' },
      ]);
      expect(within(charge).getByRole('status')).toHaveTextContent('Visa ending in 1111 is on file for resort charges.');
    } finally {
      delete (window as unknown as { braintree?: unknown }).braintree;
    }
  });

  it("keeps the dialog open with the store's reason when it refuses the card", async () => {
    server.use(http.post(RESORT_CHARGE_CARD_PATH, () => HttpResponse.json({ success: false, message: 'Alex Morgan has not signed the Resort Charge Authorization yet: sign it before putting a card on file.' }, { status: 400 })));
    render(<Waiver release={signedRelease()} person={waiverPerson()} resortCharge chargeCard={{ LastFour: '4242', CardType: 'MASTERCARD' }} />);
    const charge = screen.getByRole('group', { name: 'Resort charge card' });
    expect(within(charge).getByRole('status')).toHaveTextContent('MASTERCARD ending in 4242 is on file for resort charges.');
    await userEvent.click(within(charge).getByRole('button', { name: 'Update Card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Card for Resort Charges' });
    await enterCard(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Card' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The card could not be saved. Alex Morgan has not signed the Resort Charge Authorization yet');
    expect(within(charge).getByRole('status')).toHaveTextContent('MASTERCARD ending in 4242');
  });

  it('shows no card until the authorization is signed, and none for a release that is not resort charge', () => {
    const { unmount } = render(<Waiver release={waiverRelease()} person={waiverPerson()} resortCharge />);
    expect(screen.queryByRole('group', { name: 'Resort charge card' })).toBeNull();
    unmount();
    render(<Waiver release={signedRelease()} person={waiverPerson()} chargeCard={{ LastFour: '4242' }} />);
    expect(screen.queryByRole('group', { name: 'Resort charge card' })).toBeNull();
  });

  it('sends the card as the store keeps it: member, release, token, last four, brand, expiry and the trimmed name', () => {
    expect(resortChargePayload(7, 2, { Token: 'cnon:x', Last4: '1111', Brand: 'VISA', Exp: { Month: '04', Year: '2031' }, Name: ' Alex Morgan ' })).toEqual({
      ContactInfoId: 7,
      ReleaseId: 2,
      Token: 'cnon:x',
      LastFour: '1111',
      CardType: 'VISA',
      ExpirationMonth: '04',
      ExpirationYear: '2031',
      Name: 'Alex Morgan',
    });
    // A vaulted card (Braintree) carries its payment token as PaymentKey.
    expect(resortChargePayload(7, 2, { Token: 'tokencc_x', PaymentKey: 'btpm_y', Last4: '1111', Brand: 'Visa', Exp: { Month: '04', Year: '2031' }, Name: 'Alex' })).toMatchObject({ Token: 'tokencc_x', PaymentKey: 'btpm_y' });
  });
});
