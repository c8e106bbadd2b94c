import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { waiverMeta } from './docs.ts';
import { consolidatedPerson, hostileWaiverText, minorPerson, waiverPerson, waiverRelease, waiverText } from './waiver.fixtures.ts';
import { signWaiverFails, signWaiverOk, signWaiverPending } from '../../stories/checkout-handlers.ts';
import { paymentConfig } from '../payment-form/story-handlers.ts';
import { typeInto } from '../../stories/interactions.ts';
import { notFound } from '../../stories/msw-handlers.ts';
import { inTag, tagMeta, type TagArgs, type TagStory } from '../../stories/tag-story.tsx';

export default {
  title: 'Checkout/<resort-waiver>',
  ...tagMeta(waiverMeta, {
    load: () => import('./elements/resort-waiver.ts'),
    // The JSON attributes are edited as objects in Controls and written as JSON text, as a template would.
    args: { release: waiverRelease(), person: waiverPerson(), open: false },
    parameters: { msw: [signWaiverOk()] },
    maxWidth: '40rem',
  }),
} satisfies Meta<TagArgs>;

type Story = TagStory;

/** Opens the waiver window; returns the queries bound to the dialog. */
async function openWindow(canvasElement: HTMLElement) {
  const canvas = inTag(canvasElement, 'resort-waiver');
  await userEvent.click(await canvas.findByRole('button', { name: /Read and Sign|View Signed Waiver/ }));
  const element = await canvas.findByRole('dialog');
  await within(element).findByRole('progressbar');
  return within(element);
}

type DialogQueries = Awaited<ReturnType<typeof openWindow>>;

/** Scrolls the document to its end; returns the Sign button. */
async function scrollToEnd(dialog: DialogQueries): Promise<HTMLElement> {
  const box: HTMLElement = await dialog.findByRole('region', { name: 'Waiver document' });
  await within(box).findAllByText(/./, { selector: 'p' });
  box.scrollTop = box.scrollHeight;
  box.dispatchEvent(new Event('scroll'));
  return dialog.findByRole('button', { name: 'Sign' });
}

/** The card: the release, the member, not signed yet. */
export const Card: Story = {};

/** The window, not scrolled: the document, progress bar and scroll prompt. */
export const NotScrolled: Story = {
  play: async ({ canvasElement }) => {
    await openWindow(canvasElement);
  },
};

/** Opens the window, reads to the end, types the name, signs with it and ticks the box. */
async function meetEveryRule(canvasElement: HTMLElement) {
  const dialog = await openWindow(canvasElement);
  const sign = await scrollToEnd(dialog);
  await typeInto(dialog.getByRole('textbox', { name: 'Type your full name' }), 'Alex Morgan');
  await new Promise((resolve) => setTimeout(resolve, 300));
  await userEvent.click(dialog.getByRole('button', { name: 'Sign with my typed name' }));
  await userEvent.click(dialog.getByRole('checkbox'));
  return { dialog, sign };
}

/** Scrolled to the end: the signature panel with the pad, typed name, agree box, Clear and Sign. */
export const Scrolled: Story = {
  play: async ({ canvasElement }) => {
    await scrollToEnd(await openWindow(canvasElement));
  },
};

/** Every rule holds: the typed signature, the name and the box; Sign is enabled. */
export const ReadyToSign: Story = {
  play: async ({ canvasElement }) => {
    const { sign } = await meetEveryRule(canvasElement);
    await expect(sign).toBeEnabled();
  },
};

/** Sign pressed, the store not answered yet: Signing…, with focus kept in the window. */
export const Signing: Story = {
  parameters: { msw: [signWaiverPending()] },
  play: async ({ canvasElement }) => {
    const { dialog, sign } = await meetEveryRule(canvasElement);
    await userEvent.click(sign);
    await expect(await dialog.findByRole('button', { name: 'Signing…' })).toBeVisible();
  },
};

/** Signed: the window's signed state (after Sign, stored by the mocked store). */
export const Signed: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, sign } = await meetEveryRule(canvasElement);
    await userEvent.click(sign);
    await expect(await dialog.findByText('This waiver is signed.')).toBeVisible();
  },
};

/** A release signed earlier: the card says who signed and when. */
export const SignedEarlier: Story = {
  args: { release: waiverRelease({ Signed: true, TypedFullname: 'Alex Morgan', SignedOn: '2026-11-30T09:00:00Z' }) },
};

/** The resort charge authorization, signed: no card on file yet, and Add a Card (the card form loads on click). */
export const ResortChargeSigned: Story = {
  name: 'Resort charge, signed, no card yet',
  args: { release: waiverRelease({ Title: 'Resort Charge Authorization', Signed: true, TypedFullname: 'Alex Morgan', SignedOn: '2026-11-30T09:00:00Z' }), resortCharge: true },
  play: async ({ canvasElement }) => {
    const charge = await inTag(canvasElement, 'resort-waiver').findByRole('group', { name: 'Resort charge card' });
    await expect(within(charge).getByRole('button', { name: 'Add a Card' })).toBeVisible();
  },
};

/** The resort charge card on file (`charge-card`), with Update Card. */
export const ResortChargeCardOnFile: Story = {
  name: 'Resort charge, card on file',
  args: {
    release: waiverRelease({ Title: 'Resort Charge Authorization', Signed: true, TypedFullname: 'Alex Morgan', SignedOn: '2026-11-30T09:00:00Z' }),
    resortCharge: true,
    chargeCard: { LastFour: '1111', CardType: 'VISA' },
  },
  play: async ({ canvasElement }) => {
    await expect(await inTag(canvasElement, 'resort-waiver').findByText('VISA ending in 1111 is on file for resort charges.')).toBeVisible();
  },
};

/**
 * Add a Card, as a shopper opens it: the dialog `Card for Resort Charges` with the card form of the
 * store's provider (`<resort-payment-form update-card>`, loaded on click; the Square double here).
 */
export const ResortChargeCardDialog: Story = {
  name: 'Resort charge, card dialog',
  args: { release: waiverRelease({ Title: 'Resort Charge Authorization', Signed: true, TypedFullname: 'Alex Morgan', SignedOn: '2026-11-30T09:00:00Z' }), resortCharge: true },
  parameters: {
    msw: [signWaiverOk(), paymentConfig()],
    // The card fields are in the provider's own sandboxed frame, which axe cannot reach (our page is checked).
    a11y: { test: 'error', options: { iframes: false } },
  },
  // A page with the waiver carries the payment form's element too (the page's loader or bundle).
  beforeEach: async () => {
    await import('../payment-form/elements/resort-payment-form.ts');
  },
  play: async ({ canvasElement }) => {
    const waiver = inTag(canvasElement, 'resort-waiver');
    const charge = await waiver.findByRole('group', { name: 'Resort charge card' });
    await userEvent.click(within(charge).getByRole('button', { name: 'Add a Card' }));
    const dialog = await waiver.findByRole('dialog', { name: 'Card for Resort Charges' });
    await expect(within(dialog).getByRole('button', { name: 'Save Card' })).toBeVisible();
    // The card form sits in the page's light DOM, shown inside the dialog.
    await expect(await inTag(canvasElement, 'resort-payment-form').findByRole('textbox', { name: 'Cardholder name' })).toBeVisible();
  },
};

/** The store refused the order without this waiver: the host shows why on the card until it is signed. */
export const OrderRefused: Story = {
  args: { notice: 'The waiver for Alex Morgan (Equipment Rental Release) is not signed yet. Sign it to place your order.' },
};

/** The store refuses the signature: its message, everything entered kept. */
export const SignFailure: Story = {
  args: { release: waiverRelease({ EnableWetSignature: false }) },
  parameters: { msw: [signWaiverFails()] },
  play: async ({ canvasElement }) => {
    const dialog = await openWindow(canvasElement);
    const sign = await scrollToEnd(dialog);
    await typeInto(dialog.getByRole('textbox', { name: 'Type your full name' }), 'Alex Morgan');
    await userEvent.click(dialog.getByRole('checkbox'));
    await userEvent.click(sign);
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Your signature could not be saved.');
  },
};

/** A consolidated release: the user signs on the member's behalf, with their own name. */
export const Consolidated: Story = {
  args: { person: consolidatedPerson(), release: waiverRelease({ ConsolidatedSignaturePanelText: 'This release is consolidated: you sign it on behalf of your group member.' }) },
  play: async ({ canvasElement }) => {
    await scrollToEnd(await openWindow(canvasElement));
  },
};

/** A member under 18: the user signs on behalf of a minor. */
export const Minor: Story = {
  args: { person: minorPerson() },
  play: async ({ canvasElement }) => {
    await scrollToEnd(await openWindow(canvasElement));
  },
};

/** A long waiver: a lot to scroll before the signature panel appears. */
export const LongWaiver: Story = {
  args: { release: waiverRelease({ Text: waiverText(12) }) },
  play: async ({ canvasElement }) => {
    await openWindow(canvasElement);
  },
};

/** The release's own texts for the panel, prompt, agree box and buttons. */
export const ReleaseTexts: Story = {
  args: {
    release: waiverRelease({
      SignaturePanelText: 'Please sign here.',
      WetSignaturePrompt: 'Use your finger or mouse',
      SignatureAffirmationStatement: 'I agree.',
      ClearButtonText: 'Start over',
      SignButtonText: 'Accept and sign',
      ScrollMessage: 'Keep reading to the bottom.',
    }),
  },
  play: async ({ canvasElement }) => {
    await openWindow(canvasElement);
  },
};

/** Signed out (or a guest): the waiver can be read, not signed. */
export const SignedOut: Story = {
  parameters: { pageData: { user: { SignedIn: false, FirstName: '', LastName: '' } } },
  play: async ({ canvasElement }) => {
    await openWindow(canvasElement);
  },
};

/** Waiver HTML with scripts, handlers and javascript: links, sanitised by DOMPurify. */
export const HostileHtml: Story = {
  args: { release: waiverRelease({ Title: 'Hostile waiver', Text: hostileWaiverText() }), signUrl: '' },
  // Its broken image (`<img src="x">`, kept by the sanitiser without its handler) is missing on purpose.
  parameters: { msw: [signWaiverOk(), notFound('*/x')] },
  play: async ({ canvasElement }) => {
    const dialog = await openWindow(canvasElement);
    const box = await dialog.findByRole('region', { name: 'Waiver document' });
    await expect(await within(box).findByText('Read me.')).toBeVisible();
    await expect(box.querySelector('script, iframe, form, [onerror], [onclick]')).toBeNull();
  },
};

/** `open` set by the host: the window is open from the start. */
export const OpenedByTheHost: Story = {
  args: { open: true },
};

/** The release attribute is not a release: a clear message, no crash. */
export const MalformedRelease: Story = {
  args: { release: { Title: 42 } },
};
