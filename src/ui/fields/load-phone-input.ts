/**
 * intl-tel-input, its stylesheet and (through `loadUtils`) its 60 KB validation utils are loaded
 * only when a pickup site needs a contact phone.
 */
import type { UtilsLoader } from 'intl-tel-input';

export async function loadPhoneInput() {
  const [{ default: intlTelInput }, { default: css }] = await Promise.all([
    import('intl-tel-input'),
    // The stylesheet without flag images: the widget shows dial codes, not flags.
    import('intl-tel-input/styles-no-assets?raw'),
  ]);
  const loadUtils: UtilsLoader = () => import('intl-tel-input/utils');
  return { intlTelInput, css, loadUtils };
}
