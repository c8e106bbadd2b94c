import { defineWidget } from '../../../src/island/define-widget.tsx';
import { controlStyles } from '../../../src/ui/control-styles.ts';
import { fieldStyles } from '../../../src/ui/field-styles.ts';
import { Product } from '../Product.tsx';
import { productElement } from '../meta.ts';
import { productStyles } from '../styles/product.ts';
import { claimCalls } from '../../../src/api/report-call.ts';
import { ADD_TO_CART_PATH, PRODUCT_PATHS } from '../api.ts';
import { PRICING_PATH } from '../dates/pricing-path.ts';
// The member calls stay in the tag's file: a product assigned to a member asks for its members
// at once, and a file of their own would be one more request.
import { CANCEL_RESERVATION_PATH, MEMBERS_PATH } from '../members/api.ts';

export const ProductElement = defineWidget({ ...productElement, translations: { 'fr-CA': () => import('../labels.fr-CA.ts') }, component: Product, styles: controlStyles + fieldStyles + productStyles });

// A failed call is reported under the claiming tag whose control was used (see report-call.ts).
claimCalls(productElement.tag, PRODUCT_PATHS.details, PRODUCT_PATHS.attributes, PRODUCT_PATHS.attributeChange, ADD_TO_CART_PATH, PRICING_PATH, MEMBERS_PATH, CANCEL_RESERVATION_PATH);
