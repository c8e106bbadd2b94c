/**
 * intl-tel-input, its stylesheet and (through `loadUtils`) its 60 KB validation utils are loaded
 * only when a phone field shows; a field that starts from what is on file (the profile) asks for
 * the utils only when the shopper reaches it.
 */
import type { UtilsLoader } from 'intl-tel-input';

let utils: ReturnType<UtilsLoader> | null = null;
/** One request for the utils however many fields ask (intl-tel-input answers a second ask at once, before they are in). */
const loadUtils: UtilsLoader = () => {
  utils ??= import('intl-tel-input/utils').catch((error: unknown) => {
    utils = null;
    throw error;
  });
  return utils;
};

export async function loadPhoneInput() {
  const [{ default: intlTelInput }, { default: css }] = await Promise.all([
    import('intl-tel-input'),
    // The stylesheet without flag images: the widget shows dial codes, not flags.
    import('intl-tel-input/styles-no-assets?raw'),
  ]);
  return { intlTelInput, css, loadUtils };
}
