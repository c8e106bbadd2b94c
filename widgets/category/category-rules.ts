/**
 * What a category page draws from the store's answer: products that link to their page with a
 * price in the store's money, subcategories that link to theirs, and the list the analytics event
 * (`view_item_list`) is built from. Plain data in, plain data out.
 */
import { categoryHref, productHref } from '../../src/core/category-links.ts';
import { safeImageUrl } from '../../src/core/safe-url.ts';
import { ga4Item, type Ga4Item } from '../../src/core/analytics.ts';
import { droppedFrom } from '../../src/api/schema-parts.ts';
import type { CategoryAnswer } from './category-schemas.ts';

export interface ProductCard {
  id: number;
  name: string;
  href: string;
  /** Empty when the store sends none: the product id then names it. */
  sku: string;
  price: number;
  description: string;
  picture: string | null;
}

export interface SubCategoryLink {
  id: number;
  name: string;
  href: string;
  picture: string | null;
}

export interface CategoryView {
  products: ProductCard[];
  subCategories: SubCategoryLink[];
  /** Entries of the answer that could not be drawn (a wrong shape, or no page to link to). */
  unreadable: number;
}

export function categoryView(answer: CategoryAnswer): CategoryView {
  let unreadable = droppedFrom(answer.ProductDetails) + droppedFrom(answer.SubCategories);
  const products: ProductCard[] = [];
  for (const product of answer.ProductDetails) {
    const href = productHref(product.SeName);
    if (href === null) {
      unreadable += 1;
      continue;
    }
    products.push({
      id: product.Id,
      name: product.Name.trim(),
      href,
      price: product.ProductPrice.PriceValue,
      sku: product.Sku.trim(),
      description: product.ShortDescription.trim(),
      picture: safeImageUrl(product.PictureUrl),
    });
  }
  const subCategories: SubCategoryLink[] = [];
  for (const entry of answer.SubCategories) {
    const href = categoryHref(entry);
    if (href === null) {
      unreadable += 1;
      continue;
    }
    subCategories.push({ id: entry.Id, name: entry.Name.trim(), href, picture: safeImageUrl(entry.PictureUrl) });
  }
  return { products, subCategories, unreadable };
}

/** The products as GA4 list items, in the order the page shows them (`index` from 0). */
export function listItems(products: readonly ProductCard[]): Array<Ga4Item & { index: number }> {
  return products.map((product, index) => ({ ...ga4Item({ productId: product.id, sku: product.sku, name: product.name, price: product.price, quantity: 1 }), index }));
}
