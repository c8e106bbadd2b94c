import { defineWidget } from '../../../src/island/define-widget.tsx';
import { fieldStyles } from '../../../src/ui/field-styles.ts';
import { SignInForm } from '../SignInForm.tsx';
import { signInFormElement } from '../meta.ts';
import { signInFormStyles } from '../styles/signin-form.ts';
import { claimCalls } from '../../../src/api/report-call.ts';
import { CUSTOMER_EXISTS_PATH, USER_LOGIN_PATH, USER_SETTINGS_PATH } from '../signin-schemas.ts';

export const SignInFormElement = defineWidget({ ...signInFormElement, translations: { 'fr-CA': () => import('../labels.fr-CA.ts') }, component: SignInForm, styles: fieldStyles + signInFormStyles });

// A failed call is reported under the claiming tag whose control was used (see report-call.ts).
claimCalls(signInFormElement.tag, CUSTOMER_EXISTS_PATH, USER_LOGIN_PATH, USER_SETTINGS_PATH);
