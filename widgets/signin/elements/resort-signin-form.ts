import { defineWidget } from '../../../src/island/define-widget.tsx';
import { fieldStyles } from '../../../src/ui/field-styles.ts';
import { SignInForm } from '../SignInForm.tsx';
import { signInFormElement } from '../meta.ts';
import { signInFormStyles } from '../styles/signin-form.ts';

export const SignInFormElement = defineWidget({ ...signInFormElement, component: SignInForm, styles: fieldStyles + signInFormStyles });
