import { defineWidget } from '../../../src/island/define-widget.tsx';
import { CategoryNav } from '../CategoryNav.tsx';
import { categoryNavElement } from '../meta.ts';
import { categoryNavStyles } from '../styles/category-nav.ts';
import { claimCalls } from '../../../src/api/report-call.ts';
import { CATEGORIES_PATH } from '../category-path.ts';

export const CategoryNavElement = defineWidget({ ...categoryNavElement, translations: { 'fr-CA': () => import('../labels.fr-CA.ts') }, component: CategoryNav, styles: categoryNavStyles });

// A failed call is reported under the claiming tag whose control was used (see report-call.ts).
claimCalls(categoryNavElement.tag, CATEGORIES_PATH);
