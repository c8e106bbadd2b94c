/** What a shopper does in several stories' `play` functions, inside the tag's shadow root. */
import { expect, userEvent, within } from 'storybook/test';
import { inTag } from './tag-story.tsx';

/** Clicks the mini cart's button and waits for the panel "Shopping Cart (count)". */
export async function openMiniCart({ canvasElement }: { canvasElement: HTMLElement }): Promise<void> {
  const minicart = inTag(canvasElement, 'resort-minicart');
  await userEvent.click(await minicart.findByRole('button', { name: /^Open shopping cart/ }));
  await expect(await minicart.findByRole('heading', { name: /^Shopping Cart \(\d+\)$/ })).toBeVisible();
}

/** Clicks Remove on the item named `productName` in `tag` and confirms in the dialog. */
export async function removeAndConfirm(canvasElement: HTMLElement, productName: string, tag = 'resort-minicart'): Promise<void> {
  const canvas = inTag(canvasElement, tag);
  await userEvent.click(await canvas.findByRole('button', { name: `Remove ${productName}` }));
  const dialog = await canvas.findByRole('dialog', { name: 'Remove item' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
}
