import { useCallback, useEffect, useMemo, useRef } from 'react';
import { BUS_SOURCE, emit } from '../../src/events/bus.ts';
import { track } from '../../src/core/analytics.ts';
import { selectItem, viewItemList, type ItemList } from '../../src/core/analytics-catalog.ts';
import { formatLabel } from '../../src/core/labels.ts';
import { ErrorNotice } from '../../src/ui/ErrorNotice.tsx';
import { ShowMoreButton, useShowMore } from '../../src/ui/ShowMore.tsx';
import { Spinner } from '../../src/ui/Spinner.tsx';
import { useLabels } from '../../src/ui/use-labels.ts';
import { useLocale } from '../../src/ui/use-locale.ts';
import { useResource } from '../../src/ui/use-resource.ts';
import { loadCategory } from './api.ts';
import { categoryView, listItems, type CategoryView, type ProductCard, type SubCategoryLink } from './category-rules.ts';
import { categoryLabels, type CategoryLabels } from './labels.ts';

export interface CategoryProps {
  categoryId?: number | undefined;
}

/** Entries drawn at first, and how many more each "Show N more" adds, as every list does. */
export const CATEGORY_STEP = 20;

const NO_PRODUCTS: readonly ProductCard[] = [];
const NO_SUBCATEGORIES: readonly SubCategoryLink[] = [];

const validId = (id: number | undefined): id is number => id !== undefined && Number.isInteger(id) && id > 0;

/** `<resort-category>`: a category page's subcategories and products, from `GET /api/category/{id}`. */
export function Category({ categoryId }: CategoryProps) {
  const labels = useLabels(categoryLabels);
  if (!validId(categoryId)) return <p className="rw-category__note">{labels['category.noCategory']}</p>;
  return <CategoryList categoryId={categoryId} labels={labels} />;
}

function CategoryList({ categoryId, labels }: { categoryId: number; labels: CategoryLabels }) {
  const retried = useRef(false);
  const load = useCallback(() => loadCategory(categoryId, retried.current), [categoryId]);
  const category = useResource(load, categoryId);
  const view = useMemo<CategoryView | null>(() => (category.data ? categoryView(category.data) : null), [category.data]);
  useViewedEvent(category.data?.Id ?? null, category.data?.Name ?? '', category.status === 'ready' ? view : null);

  const retry = () => {
    retried.current = true;
    category.reload();
  };

  if (category.status === 'error') return <ErrorNotice title={labels['category.loadError']} error={category.error} onRetry={retry} />;
  if (view === null) return <Spinner label={labels['common.loading']} />;
  const list: ItemList = { id: String(categoryId), name: category.data?.Name ?? '' };
  return <CategoryContent view={view} labels={labels} list={list} />;
}

/**
 * Once per category answer, with the products in the order shown: GA4's `view_item_list` (the
 * category is the list) and `resort:category:viewed` for the host's own listeners.
 */
function useViewedEvent(id: number | null, name: string, view: CategoryView | null): void {
  const sent = useRef<CategoryView | null>(null);
  useEffect(() => {
    if (id === null || view === null || sent.current === view || view.products.length === 0) return;
    sent.current = view;
    const items = listItems(view.products);
    track(viewItemList({ id: String(id), name }, items));
    emit('resort:category:viewed', { categoryId: id, categoryName: name, items, source: BUS_SOURCE });
  }, [id, name, view]);
}

function CategoryContent({ view, labels, list }: { view: CategoryView; labels: CategoryLabels; list: ItemList }) {
  const { money } = useLocale();
  const subs = useShowMore(view.subCategories.length > 0 ? view.subCategories : NO_SUBCATEGORIES, CATEGORY_STEP);
  const products = useShowMore(view.products.length > 0 ? view.products : NO_PRODUCTS, CATEGORY_STEP);
  const empty = view.products.length === 0 && view.subCategories.length === 0;
  const items = useMemo(() => listItems(view.products), [view.products]);
  // GA4's select_item: the shopper chose this product of the category (its place in the list).
  const selected = (index: number) => {
    const item = items[index];
    if (item) track(selectItem(list, item, index));
  };

  return (
    <div className="rw-category">
      {view.subCategories.length > 0 && (
        <nav className="rw-category__subs" aria-label={labels['category.subCategories']}>
          <h2 className="rw-category__heading">{labels['category.subCategories']}</h2>
          <ul className="rw-category__sublist">
            {subs.visible.map((sub) => (
              <li key={sub.id}>
                <a className="rw-category__sublink" href={sub.href}>
                  {sub.picture && <img className="rw-category__subpicture" src={sub.picture} alt="" loading="lazy" />}
                  <span>{sub.name}</span>
                </a>
              </li>
            ))}
          </ul>
          <ShowMoreButton hidden={subs.hidden} step={CATEGORY_STEP} onClick={subs.showMore} />
        </nav>
      )}
      {view.products.length > 0 && (
        <section className="rw-category__products" aria-label={labels['category.products']}>
          <ul className="rw-category__grid">
            {products.visible.map((product, index) => (
              <li key={product.id} className="rw-category__card">
                {product.picture && <img className="rw-category__picture" src={product.picture} alt="" loading="lazy" />}
                <h3 className="rw-category__name">
                  <a href={product.href} onClick={() => selected(index)}>
                    {product.name}
                  </a>
                </h3>
                <p className="rw-category__price">{money(product.price)}</p>
                {product.description && <p className="rw-category__description">{product.description}</p>}
              </li>
            ))}
          </ul>
          <ShowMoreButton hidden={products.hidden} step={CATEGORY_STEP} onClick={products.showMore} />
        </section>
      )}
      {empty && <p className="rw-category__note">{labels['category.empty']}</p>}
      {view.unreadable > 0 && <p className="rw-category__note">{formatLabel(labels['category.unreadable'], { count: view.unreadable })}</p>}
    </div>
  );
}
