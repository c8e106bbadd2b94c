/** `<resort-category-nav>`'s one call: the store's categories. */
export const CATEGORIES_PATH = '/api/categories';
