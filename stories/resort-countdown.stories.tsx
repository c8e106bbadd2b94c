import type { Meta, StoryObj } from '@storybook/react-vite';
import { Countdown } from '../widgets/countdown/Countdown.tsx';
import { countdownStyles } from '../widgets/countdown/styles/countdown.ts';

const meta = {
  title: 'Utilities/<resort-countdown>',
  component: Countdown,
  parameters: { islandStyles: countdownStyles },
  args: { seconds: 5, continuous: false },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From 5 seconds (the default) to 0, then `resort:countdown:expired`. */
export const FiveSeconds: Story = {};

/** A longer one shows minutes. */
export const Minutes: Story = {
  args: { seconds: 150 },
};

/** Continuous: starts over at 0 and never signals expiry. */
export const Continuous: Story = {
  args: { seconds: 3, continuous: true },
};

/** Started from 0: expired at once. */
export const Expired: Story = {
  args: { seconds: 0 },
};
