import { defineWidget } from '../../../src/island/define-widget.tsx';
import { SignInMenu } from '../SignInMenu.tsx';
import { signInMenuElement } from '../meta.ts';
import { signInMenuStyles } from '../styles/signin-menu.ts';
import { signInFormStyles } from '../styles/signin-form.ts';
import { fieldStyles } from '../../../src/ui/field-styles.ts';

export const SignInMenuElement = defineWidget({
  ...signInMenuElement,
  translations: { 'fr-CA': () => import('../labels.fr-CA.ts') },
  component: SignInMenu,
  styles: signInMenuStyles + fieldStyles + signInFormStyles,
});
