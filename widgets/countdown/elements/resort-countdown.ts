import { defineWidget } from '../../../src/island/define-widget.tsx';
import { Countdown } from '../Countdown.tsx';
import { countdownElement } from '../meta.ts';
import { countdownStyles } from '../styles/countdown.ts';

export const CountdownElement = defineWidget({ ...countdownElement, translations: { 'fr-CA': () => import('../labels.fr-CA.ts') }, component: Countdown, styles: countdownStyles });
