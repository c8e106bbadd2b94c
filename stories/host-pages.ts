/**
 * The host pages Storybook can put around a story (toolbar "Host page"): a stylesheet a real store
 * carries and the elements its template wraps a widget in. A widget must look right under each;
 * the screenshot suite (`test/screenshots/`) pictures every tag under them.
 */
import legacyCss from '../examples/static/legacy.css?raw';
import bootstrapCss from '../test/screenshots/host-styles/bootstrap-3.4.1.min.css?raw';
import defaultCleanCss from '../test/screenshots/host-styles/nopcommerce-defaultclean.css?raw';
import type { HostPageName } from './host-page-names.ts';

export interface HostPage {
  title: string;
  /** The host's global stylesheet ('' for none). */
  css: string;
  /**
   * Classes of the elements the host's template wraps a widget in, outermost first: their inherited
   * properties (a centred `.page`, a `.container`'s width) reach the widget as they would on the site.
   * Three at most (the preview always renders three).
   */
  frame: [string?, string?, string?];
}

export const hostPages: Record<HostPageName, HostPage> = {
  plain: { title: 'Plain page', css: '', frame: [] },
  legacy: { title: "Legacy store's hostile stylesheet", css: legacyCss, frame: [] },
  bootstrap: { title: 'Bootstrap 3.4.1', css: bootstrapCss, frame: ['container'] },
  nopcommerce: { title: "nopCommerce's DefaultClean theme", css: defaultCleanCss, frame: ['master-wrapper-content', 'page', 'page-body'] },
};
