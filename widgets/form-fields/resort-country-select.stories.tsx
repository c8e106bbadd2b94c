import type { Meta } from '@storybook/react-vite';
import { countrySelectMeta } from './docs.ts';
import { tagMeta, type TagArgs, type TagStory } from '../../stories/tag-story.tsx';

export default {
  title: 'Form fields/<resort-country-select>',
  ...tagMeta(countrySelectMeta, {
    load: () => import('./elements/resort-country-select.ts'),
    args: { name: 'CountryCode' },
  }),
} satisfies Meta<TagArgs>;

/** The store's default country (page data `DefaultCountry`, US) first and chosen; the 250 countries load when the field shows. */
export const DefaultCountry: TagStory = {};

/** A store in Canada: Canada first. */
export const CanadianStore: TagStory = { parameters: { pageData: { DefaultCountry: 'CA' } } };

/** A starting country from the host. */
export const WithValue: TagStory = { args: { value: 'AU' } };

/** Only the United States. */
export const UsOnly: TagStory = { args: { usOnly: true } };

/** Required, with no country chosen, after the form was sent. */
export const Required: TagStory = {
  args: { required: true, label: 'Billing country', value: 'XX' },
  play: ({ canvasElement }) => {
    canvasElement.querySelector('resort-country-select')?.dispatchEvent(new Event('invalid'));
  },
};

/** Names in the page's locale. */
export const French: TagStory = { args: { value: 'FR', label: 'Pays' }, parameters: { pageData: { locale: 'fr-CA', DefaultCountry: 'CA' } } };
