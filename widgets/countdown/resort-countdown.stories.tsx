import type { Meta } from '@storybook/react-vite';
import { countdownMeta } from './docs.ts';
import { tagMeta, type TagArgs, type TagStory } from '../../stories/tag-story.tsx';

export default {
  title: 'Utilities/<resort-countdown>',
  ...tagMeta(countdownMeta, {
    load: () => import('./elements/resort-countdown.ts'),
    args: { seconds: 5, continuous: false },
  }),
} satisfies Meta<TagArgs>;

/** From 5 seconds (the default) to 0, then `resort:countdown:expired`. */
export const FiveSeconds: TagStory = {};

/** A longer one shows minutes. */
export const Minutes: TagStory = {
  args: { seconds: 150 },
};

/** Continuous: starts over at 0 and never signals expiry. */
export const Continuous: TagStory = {
  args: { seconds: 3, continuous: true },
};

/** Started from 0: expired at once. */
export const Expired: TagStory = {
  args: { seconds: 0 },
};
