import type { Meta, StoryObj } from '@storybook/react-vite';
import { CategoryNav } from '../widgets/category-nav/CategoryNav.tsx';
import { categoryNavStyles } from '../widgets/category-nav/styles/category-nav.ts';
import { categoriesFail, categoriesOk, categoriesPending } from './signin-handlers.ts';

const meta = {
  title: 'Navigation/<resort-category-nav>',
  component: CategoryNav,
  parameters: { islandStyles: categoryNavStyles },
  args: { open: false },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '20rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CategoryNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button; the list loads when the pointer or focus reaches it. */
export const Closed: Story = {
  parameters: { msw: [categoriesOk()] },
};

/** Open: the top-menu categories (the hidden one and the one kept out of the top menu are not listed). */
export const Open: Story = {
  args: { open: true },
  parameters: { msw: [categoriesOk()] },
};

export const Loading: Story = {
  args: { open: true },
  parameters: { msw: [categoriesPending()] },
};

/** The store answered 500: the error with Retry. */
export const LoadError: Story = {
  args: { open: true },
  parameters: { msw: [categoriesFail()] },
};

export const NoCategories: Story = {
  args: { open: true },
  parameters: { msw: [categoriesOk([])] },
};

/** Some entries of the wrong shape: the good ones are listed, the rest logged. */
export const SomeBadEntries: Story = {
  args: { open: true },
  parameters: { msw: [categoriesOk([{ Id: 1, Name: 'Season Passes', SeName: 'season-passes' }, { Id: 'two', Name: 7 }, { Id: 3, Name: 'Rentals', Url: '/rentals' }])] },
};
