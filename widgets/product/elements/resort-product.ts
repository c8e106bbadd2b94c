import { defineWidget } from '../../../src/island/define-widget.tsx';
import { controlStyles } from '../../../src/ui/control-styles.ts';
import { fieldStyles } from '../../../src/ui/field-styles.ts';
import { Product } from '../Product.tsx';
import { productElement } from '../meta.ts';
import { productStyles } from '../styles/product.ts';

export const ProductElement = defineWidget({ ...productElement, component: Product, styles: controlStyles + fieldStyles + productStyles });
