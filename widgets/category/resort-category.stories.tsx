import type { Meta } from '@storybook/react-vite';
import { categoryMeta } from './docs.ts';
import { categoryAnswer, categoryProduct, manyProducts, subCategory } from './category.fixtures.ts';
import { categoryFail, categoryOk, categoryPending } from './story-handlers.ts';
import { tagMeta, type TagArgs, type TagStory } from '../../stories/tag-story.tsx';

export default {
  title: 'Navigation/<resort-category>',
  ...tagMeta(categoryMeta, {
    load: () => import('./elements/resort-category.ts'),
    args: { categoryId: 2 },
  }),
} satisfies Meta<TagArgs>;

/** Lift Tickets: a subcategory, then the products (one with a picture), each linking to its page. */
export const Populated: TagStory = {
  parameters: { msw: [categoryOk()] },
};

/** The answer is on its way. */
export const Loading: TagStory = {
  parameters: { msw: [categoryPending()] },
};

/** The store answered 500: the error with Retry. */
export const LoadError: TagStory = {
  parameters: { msw: [categoryFail()] },
};

/** Nothing in the category yet. */
export const Empty: TagStory = {
  parameters: { msw: [categoryOk(categoryAnswer({ ProductDetails: [], SubCategories: [] }))] },
};

/** Only subcategories: a top category whose products all sit one level down. */
export const OnlySubcategories: TagStory = {
  parameters: { msw: [categoryOk(categoryAnswer({ ProductDetails: [], SubCategories: [subCategory(6, 'Multi-Day Tickets'), subCategory(7, 'Night Skiing')] }))] },
};

/** 45 products: 20 drawn, with Show 20 more. */
export const ManyProducts: TagStory = {
  parameters: { msw: [categoryOk(manyProducts(45))] },
};

/** Some entries of the wrong shape: the good ones show, with how many could not. */
export const SomeBadEntries: TagStory = {
  parameters: { msw: [categoryOk({ Id: 2, Name: 'Lift Tickets', ProductDetails: [categoryProduct(3, '1-Day Lift Ticket', 129), { Id: 'x' }], SubCategories: [] })] },
};

/** No category id on the tag: it says so and asks nothing. */
export const NoCategory: TagStory = {
  args: { categoryId: undefined },
  parameters: { msw: [] },
};
