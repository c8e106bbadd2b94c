/** `<resort-category>`'s call: one category with its products and subcategories. */
import * as api from '../../src/api/client.ts';
import { categoryPath, categorySchema } from './category-schemas.ts';

export const loadCategory = (id: number, fresh = false) => api.get(categoryPath(id), categorySchema, { fresh });
