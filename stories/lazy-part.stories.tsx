import type { ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { lazyPart } from '../src/ui/lazy-part.tsx';

// The part's chunk cannot be fetched (offline, a file gone after a release): what the sign-in
// lightbox, the voucher dialog, the category list, the calendar's prices, an enrollment's payments
// and the subscriptions alert show in their place, the rest of their island staying as it was.
const unreachable = lazyPart<{ default: ComponentType<object> }>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));

function PartOnReach() {
  return (
    <div className="rw-root">
      <unreachable.Part loading={<p>Loading…</p>} />
    </div>
  );
}

const meta: Meta<typeof PartOnReach> = {
  title: 'Library/A part loaded on reach',
  component: PartOnReach,
};
export default meta;

export const CouldNotBeLoaded: StoryObj<typeof PartOnReach> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Try again');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    // Trying again asks for the chunk again; it still cannot be fetched, and says so again.
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};
