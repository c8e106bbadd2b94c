import type { Meta } from '@storybook/react-vite';
import { dateFieldMeta } from './docs.ts';
import { tagMeta, type TagArgs, type TagStory } from '../../stories/tag-story.tsx';

/** Tells the field the host form tried to submit it, as the browser does for an invalid field. */
const submitAttempt = ({ canvasElement }: { canvasElement: HTMLElement }) => {
  canvasElement.querySelector('resort-date-field')?.dispatchEvent(new Event('invalid'));
};

export default {
  title: 'Form fields/<resort-date-field>',
  ...tagMeta(dateFieldMeta, {
    load: () => import('./elements/resort-date-field.ts'),
    args: { name: 'DateOfBirth', label: 'Date of birth' },
  }),
} satisfies Meta<TagArgs>;

/** Nothing chosen yet: month, day and year (en-US order), the last 100 years. */
export const Empty: TagStory = {};

/** A starting date from the host (`value`). */
export const WithDate: TagStory = { args: { value: '2015-05-09' } };

/** Day first for every locale but en-US. */
export const DayFirst: TagStory = { args: { value: '2015-05-09' }, parameters: { pageData: { locale: 'en-AU' } } };

/** 31 April: no such date, and the field says so. */
export const NoSuchDate: TagStory = { args: { value: '2026-04-30' }, play: ({ canvasElement }) => {
  const element = canvasElement.querySelector('resort-date-field') as HTMLElement & { value: string };
  element.value = '2026-04-31';
  submitAttempt({ canvasElement });
} };

/** Required and left empty when the form was sent. */
export const Required: TagStory = { args: { required: true }, play: submitAttempt };

/** A season date: only the years from `min` to `max`, and a date outside them refused. */
export const SeasonBounds: TagStory = {
  args: { name: 'StartDate', label: 'First day', min: '2026-11-27', max: '2027-04-18', value: '2026-11-20' },
  play: submitAttempt,
};

/** Disabled: nothing can be chosen and nothing is sent. */
export const Disabled: TagStory = { args: { value: '2015-05-09', disabled: true } };
