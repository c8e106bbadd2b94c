import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ConnectionNotice, connectionNoticeStyles } from '../src/ui/ConnectionNotice.tsx';
import { endBusyWait, markReachable, markUnreachable, setBusyWait } from '../src/api/connection.ts';

// The page's one notice of a busy store or a lost connection. On a page it is fixed to the bottom
// of the viewport (`src/island/connection-notice.tsx`); here it sits at the bottom of a box of the
// preview, drawn with its own stylesheet.
function PageNotice() {
  return (
    <div className="rw-root" style={{ position: 'relative', minHeight: '12em' }}>
      <style>{connectionNoticeStyles}</style>
      <ConnectionNotice />
    </div>
  );
}

const meta: Meta<typeof PageNotice> = {
  title: 'Library/Connection notice',
  component: PageNotice,
};
export default meta;

type Story = StoryObj<typeof PageNotice>;

/** Nothing to say: the status region is in place, empty, so a screen reader hears the first change. */
export const StoreAnswers: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};

/** A call waits for a store that answered 429 or 503: what is happening, that nothing is lost, when the next try goes. */
export const StoreBusy: Story = {
  beforeEach: () => {
    const wait = setBusyWait(null, Date.now() + 30_000);
    return () => endBusyWait(wait);
  },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('The store is very busy right now. Your choices are kept.');
    await expect(status).toHaveTextContent(/Trying again in \d+ seconds\./);
  },
};

/** A call could not reach the store: the page carries on by itself when the connection is back. */
export const Offline: Story = {
  beforeEach: () => {
    markUnreachable();
    return () => markReachable();
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'You are offline. Your choices are kept.We will carry on when your connection is back; there is no need to reload the page.',
    );
  },
};
