/** What the checkout and My Account payment tests do as a customer of the demo store. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type BrowserContext, type FrameLocator, type Page } from '@playwright/test';
import { signIn } from './helpers.ts';

const require = createRequire(import.meta.url);

/** Registers a new customer through `/register` (signed in at once): a cart nobody else touches. */
export async function registerCustomer(page: Page, firstName = 'Robin'): Promise<string> {
  const email = `buyer-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await page.goto('/register?returnUrl=%2Fcart');
  // A widget's call still in flight with the guest's session id when the account is created gets
  // a new guest session back, whose cookie would replace the signed-in one: let them finish first.
  await page.waitForLoadState('networkidle');
  const form = page.locator('form[action="/register"]');
  await form.locator('input[name="FirstName"]').fill(firstName);
  await form.locator('input[name="LastName"]').fill('Buyer');
  await form.locator('input[name="Email"]').fill(email);
  await form.locator('input[name="Password"]').fill('Resort!2026');
  await form.locator('input[name="ConfirmPassword"]').fill('Resort!2026');
  // A birth date, so the customer can be given an age-limited pass.
  const born = form.locator('resort-date-field');
  await born.getByRole('combobox', { name: 'Month' }).selectOption({ label: 'March' });
  await born.getByRole('combobox', { name: 'Day' }).selectOption('14');
  await born.getByRole('combobox', { name: 'Year' }).selectOption('1990');
  await form.getByRole('button', { name: 'Create An Account' }).click();
  await page.waitForURL((url) => url.pathname === '/cart');
  await page.waitForLoadState('networkidle');
  // Signed in at once; should the new session not have stuck, sign in as the new customer.
  if ((await page.locator('.legacy-greeting').count()) === 0) await signIn(page, '/cart', email, 'Resort!2026');
  await expect(page.locator('.legacy-greeting')).toContainText(firstName);
  return email;
}

/** Square's card frame on the page. */
export function cardFrame(page: Page): FrameLocator {
  return page.frameLocator('resort-payment-form iframe[title="Secure card payment input frame"]');
}

/** Types a card into Square's frame with the keyboard: the number, then (auto-advanced) expiry, CVV and postal code. */
export async function typeCard(page: Page, card: { number: string; expiry: string; cvv: string; postalCode: string }): Promise<void> {
  const frame = cardFrame(page);
  await frame.locator('input[name="cardNumber"]').focus();
  await page.keyboard.type(card.number);
  await expect(frame.locator('input[name="expirationDate"]')).toBeFocused();
  await page.keyboard.type(card.expiry);
  await expect(frame.locator('input[name="cvv"]')).toBeFocused();
  await page.keyboard.type(card.cvv);
  await expect(frame.locator('input[name="postalCode"]')).toBeFocused();
  await page.keyboard.type(card.postalCode);
}

export type Provider = 'Square' | 'Braintree';
export const PROVIDERS: readonly Provider[] = ['Square', 'Braintree'];

/** This browser pays through `provider` (the store running for its tests reads the cookie). */
export async function useProvider(context: BrowserContext, baseURL: string | undefined, provider: Provider): Promise<void> {
  await context.addCookies([{ name: 'resort.test-provider', value: provider, url: baseURL ?? 'http://127.0.0.1:8181' }]);
}

type BraintreeField = 'number' | 'expirationDate' | 'cvv' | 'postalCode';

/** One of Braintree's hosted field frames (each field is a frame of its own). */
export function braintreeField(page: Page, field: BraintreeField): FrameLocator {
  return page.frameLocator(`resort-payment-form iframe[name="braintree-hosted-field-${field}"]`);
}

/** The first card field of the provider's form: where Tab from the cardholder name lands. */
export function firstCardInput(page: Page, provider: Provider) {
  return provider === 'Square' ? cardFrame(page).locator('input[name="cardNumber"]') : braintreeField(page, 'number').locator('input');
}

/** Types a card into Braintree's four frames with the keyboard, Tab moving from one to the next. */
export async function typeBraintreeCard(page: Page, card: { number: string; expiry: string; cvv: string; postalCode: string }): Promise<void> {
  const entries: [BraintreeField, string][] = [
    ['number', card.number],
    ['expirationDate', card.expiry],
    ['cvv', card.cvv],
    ['postalCode', card.postalCode],
  ];
  for (const [index, [field, value]] of entries.entries()) {
    const input = braintreeField(page, field).locator('input');
    if (index === 0) await input.focus();
    else await page.keyboard.press('Tab');
    await expect(input).toBeFocused();
    await page.keyboard.type(value);
  }
}

/** Types a card into whichever provider's fields the form shows. */
export const typeProviderCard = (page: Page, provider: Provider, card: { number: string; expiry: string; cvv: string; postalCode: string }) =>
  provider === 'Square' ? typeCard(page, card) : typeBraintreeCard(page, card);

export const VISA = { number: '4111 1111 1111 1111', expiry: '12/30', cvv: '111', postalCode: '80435' } as const;

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: unknown[] }[];
}

let axeCode: string | null = null;

/** Every axe-core violation, of any impact, in the page (open shadow roots included). */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate((axeCode ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')));
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return violations.map((violation) => ({ id: violation.id, impact: violation.impact, nodes: violation.nodes.map((node) => ({ target: node.target })) }));
}
