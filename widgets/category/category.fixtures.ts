/** Answers of `GET /api/category/{id}` for `<resort-category>`'s tests and stories, parsed by its own schema. */
import {
  categorySchema,
  type CategoryAnswer,
  type CategoryAnswerInput,
  type CategoryProductInput,
  type SubCategoryInput,
} from './category-schemas.ts';

/** A picture that needs no file: stories and tests ask no server for it. */
export const PICTURE = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="#4682b4"/><path d="M0 3l1.6-2 1 1.2L3.2 1.5 4 3z" fill="#fff"/></svg>')}`;

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

export function categoryProduct(id: number, name: string, price: number, overrides: Partial<CategoryProductInput> = {}): CategoryProductInput {
  return { Id: id, Name: name, SeName: slug(name), ShortDescription: '', ProductPrice: { Price: `$${price.toFixed(2)}`, PriceValue: price }, PictureUrl: '', ...overrides };
}

export function subCategory(id: number, name: string, overrides: Partial<SubCategoryInput> = {}): SubCategoryInput {
  return { Id: id, Name: name, SeName: slug(name), ...overrides };
}

/** A category answer; by default the demo resort's Lift Tickets with a Multi-Day Tickets subcategory. */
export function categoryAnswer(overrides: Partial<CategoryAnswerInput> = {}): CategoryAnswer {
  return categorySchema.parse({
    Id: 2,
    Name: 'Lift Tickets',
    ProductDetails: [
      categoryProduct(3, '1-Day Lift Ticket', 129, { SeName: 'lift-ticket-1-day', ShortDescription: 'One day on every lift.', PictureUrl: PICTURE }),
      categoryProduct(14, 'Half-Day Lift Ticket', 89, { ShortDescription: 'Afternoons from 12:30.' }),
    ],
    SubCategories: [subCategory(6, 'Multi-Day Tickets')],
    ...overrides,
  });
}

/** A category with `count` products named `Product 0` … (the Show more tests and stories). */
export function manyProducts(count: number): CategoryAnswer {
  return categoryAnswer({ ProductDetails: Array.from({ length: count }, (_, index) => categoryProduct(1000 + index, `Product ${index}`, 10 + index)), SubCategories: [] });
}
