/**
 * `GET /api/category/{id}`: the category (`Id`, `Name`), its products (`ProductDetails`) and its
 * subcategories (`SubCategories`). Both lists are read entry by entry: an entry the page cannot
 * draw is left out and counted, and the rest of the category still shows.
 */
import * as z from 'zod/mini';
import { listDropping } from '../../src/api/schema-parts.ts';

export const CATEGORY_PATH = '/api/category/';

/** Text a store may leave out or send as null: empty then. */
const text = () => z._default(z.pipe(z.nullable(z.string()), z.transform((value) => value ?? '')), '');
const name = z.string().check(z.refine((value) => value.trim() !== '', 'A name is needed'));
const id = z.number().check(z.refine((value) => Number.isInteger(value) && value > 0, 'An id is a positive whole number'));

export const categoryProductSchema = z.object({
  Id: id,
  Name: name,
  /** The product page's address below the site root. */
  SeName: name,
  /** The product's SKU: analytics names a product by it in every event, as the product page does. */
  Sku: text(),
  ShortDescription: text(),
  ProductPrice: z.object({
    /** The store's own text of the price; the widget formats `PriceValue` with the page's money rules. */
    Price: text(),
    PriceValue: z.number().check(z.refine((value) => Number.isFinite(value) && value >= 0, 'A price is a finite amount, 0 or more')),
  }),
  /** The product's picture; none is drawn when it is missing or not a safe image address. */
  PictureUrl: text(),
});
export type CategoryProduct = z.output<typeof categoryProductSchema>;
export type CategoryProductInput = z.input<typeof categoryProductSchema>;

export const subCategorySchema = z.object({
  Id: id,
  Name: name,
  SeName: z._default(z.string(), ''),
  /** The subcategory's url below `/s`; `/{SeName}` when missing. */
  Url: text(),
  PictureUrl: text(),
});
export type SubCategory = z.output<typeof subCategorySchema>;
export type SubCategoryInput = z.input<typeof subCategorySchema>;

export const categorySchema = z.object({
  Id: id,
  Name: z.string(),
  ProductDetails: z._default(listDropping(categoryProductSchema, 'products'), []),
  SubCategories: z._default(listDropping(subCategorySchema, 'subcategories'), []),
});
export type CategoryAnswer = z.output<typeof categorySchema>;
export type CategoryAnswerInput = z.input<typeof categorySchema>;

export const categoryPath = (id: number) => `${CATEGORY_PATH}${id}`;
