/**
 * Storybook's way to the double: its dev server answers `/square-double/<file>` with the built
 * double, and its static build writes the same files, so stories load the double through the
 * payment form's `scriptSrc` exactly as the demo store does.
 */
import type { Plugin } from 'vite';
import { squareDoubleFiles } from './build.ts';

export const SQUARE_DOUBLE_BASE = '/square-double/';

export function squareDoublePlugin(): Plugin {
  return {
    name: 'resort-square-double',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '').split('?')[0] ?? '';
        if (!path.startsWith(SQUARE_DOUBLE_BASE)) return next();
        squareDoubleFiles()
          .then((files) => {
            const file = files.get(path.slice(SQUARE_DOUBLE_BASE.length));
            if (!file) return next();
            response.setHeader('Content-Type', file.type);
            response.end(file.body);
          })
          .catch(next);
      });
    },
    async generateBundle() {
      for (const [name, file] of await squareDoubleFiles()) {
        this.emitFile({ type: 'asset', fileName: `${SQUARE_DOUBLE_BASE.slice(1)}${name}`, source: file.body });
      }
    },
  };
}
