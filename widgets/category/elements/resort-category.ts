import { defineWidget } from '../../../src/island/define-widget.tsx';
import { Category } from '../Category.tsx';
import { categoryElement } from '../meta.ts';
import { categoryStyles } from '../styles/category.ts';
import { claimCalls } from '../../../src/api/report-call.ts';
import { CATEGORY_PATH } from '../category-schemas.ts';

export const CategoryElement = defineWidget({ ...categoryElement, translations: { 'fr-CA': () => import('../labels.fr-CA.ts') }, component: Category, styles: categoryStyles });

// A failed call is reported under the claiming tag whose control was used (see report-call.ts).
claimCalls(categoryElement.tag, CATEGORY_PATH);
