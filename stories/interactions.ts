/** What a shopper does in several stories' `play` functions. */
import { expect, userEvent, within } from 'storybook/test';

/** Clicks the mini cart's button and waits for the panel "Shopping Cart (count)". */
export async function openMiniCart({ canvasElement }: { canvasElement: HTMLElement }): Promise<void> {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: /^Open shopping cart/ }));
  await expect(await canvas.findByRole('heading', { name: /^Shopping Cart \(\d+\)$/ })).toBeVisible();
}

/** Clicks Remove on the item named `productName` and confirms in the dialog. */
export async function removeAndConfirm(canvasElement: HTMLElement, productName: string): Promise<void> {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: `Remove ${productName}` }));
  const dialog = await canvas.findByRole('dialog', { name: 'Remove item' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
}
