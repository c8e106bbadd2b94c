/** `<resort-category-nav>`'s call: the store's categories, asked once the menu is first wanted. */
import * as api from '../../src/api/client.ts';
import { CATEGORIES_PATH, categoryListSchema } from './category-schemas.ts';

export const loadCategories = () => api.get(CATEGORIES_PATH, categoryListSchema);
