import { createElement } from 'react';
import type { Meta } from '@storybook/react-vite';
import { stateFieldMeta } from './docs.ts';
import { tagMeta, type TagArgs, type TagStory } from '../../stories/tag-story.tsx';

export default {
  title: 'Form fields/<resort-state-field>',
  ...tagMeta(stateFieldMeta, {
    load: () => import('./elements/resort-state-field.ts'),
    args: { name: 'StateProvince' },
  }),
} satisfies Meta<TagArgs>;

/** The United States (the default): the 50 states and DC, labelled State. */
export const UnitedStates: TagStory = { args: { value: 'CO' } };

/** Canada: 13 provinces and territories, labelled Province. */
export const Canada: TagStory = { args: { country: 'CA', value: 'BC' } };

/** Australia: 8 states and territories, labelled State. */
export const Australia: TagStory = { args: { country: 'AU' } };

/** Any other country: free text, labelled Region. */
export const OtherCountry: TagStory = { args: { country: 'GB', value: 'Cumbria' } };

/** Required and empty after the form was sent. */
export const Required: TagStory = {
  args: { required: true },
  play: ({ canvasElement }) => {
    canvasElement.querySelector('resort-state-field')?.dispatchEvent(new Event('invalid'));
  },
};

/**
 * Paired with a country select in the same form: choosing another country switches between
 * State, Province and Region and empties the field.
 */
export const FollowsACountrySelect: TagStory = {
  render: () =>
    createElement(
      'form',
      null,
      createElement('resort-country-select', { name: 'CountryCode', value: 'CA' }),
      createElement('resort-state-field', { name: 'StateProvince', value: 'QC' }),
    ),
  loaders: [
    async () => {
      await Promise.all([import('./elements/resort-country-select.ts'), import('./elements/resort-state-field.ts')]);
      return {};
    },
  ],
};
