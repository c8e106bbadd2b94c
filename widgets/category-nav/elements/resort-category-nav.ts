import { defineWidget } from '../../../src/island/define-widget.tsx';
import { CategoryNav } from '../CategoryNav.tsx';
import { categoryNavElement } from '../meta.ts';
import { categoryNavStyles } from '../styles/category-nav.ts';

export const CategoryNavElement = defineWidget({ ...categoryNavElement, component: CategoryNav, styles: categoryNavStyles });
