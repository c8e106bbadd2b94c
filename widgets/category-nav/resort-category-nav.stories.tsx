import type { Meta } from '@storybook/react-vite';
import { categoryNavMeta } from './docs.ts';
import { resortCategories } from './categories.fixtures.ts';
import { categoriesFail, categoriesOk, categoriesPending } from '../signin/story-handlers.ts';
import { tagMeta, type TagArgs, type TagStory } from '../../stories/tag-story.tsx';

export default {
  title: 'Navigation/<resort-category-nav>',
  ...tagMeta(categoryNavMeta, {
    load: () => import('./elements/resort-category-nav.ts'),
    args: { open: false },
    decorators: [
      (Story) => (
        <div style={{ minHeight: '20rem' }}>
          <Story />
        </div>
      ),
    ],
  }),
} satisfies Meta<TagArgs>;

/** The button; the list loads when the pointer or focus reaches it. */
export const Closed: TagStory = {
  parameters: { msw: [categoriesOk()] },
};

/** Open: the top-menu categories (the hidden one and the one kept out of the top menu are not listed). */
export const Open: TagStory = {
  args: { open: true },
  parameters: { msw: [categoriesOk()] },
};

/** The host put the categories in the page data: no request at all. */
export const CategoriesFromPageData: TagStory = {
  name: 'Categories from page data',
  args: { open: true },
  parameters: { pageData: { categories: resortCategories() }, msw: [] },
};

/** The list is on its way. */
export const Loading: TagStory = {
  args: { open: true },
  parameters: { msw: [categoriesPending()] },
};

/** The store answered 500: the error with Retry. */
export const LoadError: TagStory = {
  args: { open: true },
  parameters: { msw: [categoriesFail()] },
};

/** The store has no top-menu categories: the list says so. */
export const NoCategories: TagStory = {
  args: { open: true },
  parameters: { msw: [categoriesOk([])] },
};

/** Some entries of the wrong shape: the good ones are listed, the rest logged. */
export const SomeBadEntries: TagStory = {
  args: { open: true },
  parameters: { msw: [categoriesOk([{ Id: 1, Name: 'Season Passes', SeName: 'season-passes' }, { Id: 'two', Name: 7 }, { Id: 3, Name: 'Rentals', Url: '/rentals' }])] },
};
