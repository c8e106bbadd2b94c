import { defineWidget } from '../../../src/island/define-widget.tsx';
import { SignInMenu } from '../SignInMenu.tsx';
import { signInMenuElement } from '../meta.ts';
import { signInMenuStyles } from '../styles/signin-menu.ts';

export const SignInMenuElement = defineWidget({
  ...signInMenuElement,
  translations: { 'fr-CA': () => import('../labels.fr-CA.ts') },
  component: SignInMenu,
  styles: signInMenuStyles,
});
