/**
 * Storybook's way to a provider double: its dev server answers `<base><file>` with the built
 * double, and its static build writes the same files, so stories load a double through the
 * payment form's `scriptSrc` exactly as the demo store does.
 */
import type { Plugin } from 'vite';
import type { DoubleFiles } from './double-build.ts';
import { braintreeDoubleFiles } from './braintree-double/build.ts';
import { squareDoubleFiles } from './square-double/build.ts';

export const SQUARE_DOUBLE_BASE = '/square-double/';
export const BRAINTREE_DOUBLE_BASE = '/braintree-double/';

function doublePlugin(name: string, base: string, files: DoubleFiles): Plugin {
  return {
    name,
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '').split('?')[0] ?? '';
        if (!path.startsWith(base)) return next();
        files()
          .then((built) => {
            const file = built.get(path.slice(base.length));
            if (!file) return next();
            response.setHeader('Content-Type', file.type);
            response.end(file.body);
          })
          .catch(next);
      });
    },
    async generateBundle() {
      for (const [file, built] of await files()) this.emitFile({ type: 'asset', fileName: `${base.slice(1)}${file}`, source: built.body });
    },
  };
}

export const squareDoublePlugin = () => doublePlugin('resort-square-double', SQUARE_DOUBLE_BASE, squareDoubleFiles);
export const braintreeDoublePlugin = () => doublePlugin('resort-braintree-double', BRAINTREE_DOUBLE_BASE, braintreeDoubleFiles);
