/** Descriptions of `<resort-category>` (manifest, `docs/tags/` and Storybook; `npm run docs`). */
import { withDocs } from '../../src/island/widget-meta.ts';
import { categoryElement } from './meta.ts';
import { categoryLabels } from './labels.ts';
import { showMoreLabels } from '../../src/ui/show-more-labels.ts';
import { commonLabels } from '../../src/ui/common-labels.ts';

export const categoryMeta = withDocs(categoryElement, {
  description:
    'A category page’s subcategories and products from `GET /api/category/{id}`: each product with its picture (if any), its name linking to its page and its price in the store’s money; 20 of each at a time with Show 20 more.',
  attributes: {
    categoryId: 'The category to show (its `Id`). Without a valid one the tag says so and asks nothing.',
  },
  events: [
    {
      name: 'resort:category:viewed',
      description:
        'The products were shown: `detail` has `categoryId`, `categoryName` and `items` (GA4 list items: `item_id`, `item_name`, `price`, `quantity` 1 and `index`, in the order shown), once per category loaded, for a `view_item_list`.',
    },
  ],
  reference: `
A category page's contents. It asks \`GET /api/category/{id}\` (with \`ts\`) and reads \`Id\`, \`Name\`,
\`ProductDetails\` (each \`Id\`, \`Name\`, \`SeName\`, \`ShortDescription\`, \`ProductPrice\` with \`Price\` and
\`PriceValue\`, and \`PictureUrl\`) and \`SubCategories\` (each \`Id\`, \`Name\`, \`SeName\`, \`Url\`, \`PictureUrl\`).

- **Subcategories** come first, as links to \`/s{Url}\` (\`/s/{SeName}\` without a \`Url\`).
- **Products** follow as cards: the picture when there is a safe one, the name linking to the
  product page \`/{SeName}\`, the price (\`PriceValue\` in the page's locale and the store's currency)
  and the short description.
- Each list draws 20 entries and \`Show 20 more\`.
- An entry of the wrong shape (no name, no page to link to, a price that is not an amount) is left
  out; the widget says how many it could not show and the rest still shows.
- Nothing in the category: \`There are no products in this category yet.\`
- A failed load (network, timeout, a 5xx, an answer of the wrong shape) shows
  \`This category could not be loaded.\`, why, and Retry (which asks the store again).

Once the products show it pushes GA4's \`view_item_list\` (the category is the list: its id and
name) and sends \`resort:category:viewed\` with the same items for the host's own listeners;
following a product's link pushes \`select_item\` with the product's place in the list.
`,
  fallback: {
    description:
      "The category's subcategories and products as plain links (with each product's price), the links a category page of the store already renders.",
    example: `
<resort-category category-id="4">
  <div data-resort-fallback>
    <ul><li><a href="/s/multi-day-tickets">Multi-Day Tickets</a></li></ul>
    <ul><li><a href="/guided-snowshoe-tour">Guided Snowshoe Tour</a> $75.00</li></ul>
  </div>
</resort-category>
`,
  },
  labels: { categoryLabels, commonLabels, showMoreLabels },
});
