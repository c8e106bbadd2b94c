/**
 * `GET /api/category/{id}` as `<resort-category>` reads it: the category, its published products
 * in display order (`ProductDetails`) and the categories inside it that are not hidden
 * (`SubCategories`).
 */
import type { Catalog, CatalogCategory } from './catalog.ts';
import { formatStoreMoney } from '../shell/store-money.ts';
import { fromCents } from '../../../src/core/money.ts';

export interface CategoryAnswer {
  Id: number;
  Name: string;
  ProductDetails: Array<{
    Id: number;
    Name: string;
    SeName: string;
    Sku: string;
    ShortDescription: string;
    ProductPrice: { Price: string; PriceValue: number };
    /** The demo store keeps no product pictures. */
    PictureUrl: string | null;
  }>;
  SubCategories: Array<{ Id: number; Name: string; SeName: string; Url: string; PictureUrl: string | null }>;
}

/** The category a shopper may see (not hidden), or undefined. */
export function visibleCategory(catalog: Catalog, id: number): CatalogCategory | undefined {
  return catalog.categories.find((category) => category.id === id && !category.hidden);
}

export function categoryAnswer(catalog: Catalog, category: CatalogCategory): CategoryAnswer {
  return {
    Id: category.id,
    Name: category.name,
    ProductDetails: catalog.products
      .filter((product) => product.categoryId === category.id)
      .map((product) => ({
        Id: product.id,
        Name: product.name,
        SeName: product.seName,
        Sku: product.sku,
        ShortDescription: product.shortDescription,
        ProductPrice: { Price: formatStoreMoney(product.priceCents), PriceValue: fromCents(product.priceCents) },
        PictureUrl: null,
      })),
    SubCategories: catalog.categories
      .filter((sub) => sub.parentId === category.id && !sub.hidden)
      .map((sub) => ({ Id: sub.id, Name: sub.name, SeName: sub.seName, Url: `/${sub.seName}`, PictureUrl: null })),
  };
}
