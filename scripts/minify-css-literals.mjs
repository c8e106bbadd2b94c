/**
 * Build plugin (Rollup and Vite): minifies the CSS in our `/* css *\/` template literals with
 * esbuild, so the styles every island ships cost fewer bytes. Literals with `${…}` are left alone.
 */
import { transformSync } from 'esbuild';

const LITERAL = /\/\* css \*\/ `([^`$]*)`/g;

/** @returns {import('rollup').Plugin & { enforce: 'pre' }} */
export function minifyCssLiterals() {
  return {
    name: 'resort-minify-css-literals',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('node_modules') || !/\.tsx?$/.test(id) || !code.includes('/* css */')) return null;
      const out = code.replace(LITERAL, (_whole, css) => {
        const minified = transformSync(css, { loader: 'css', minify: true }).code.trim();
        return JSON.stringify(minified);
      });
      return { code: out, map: null };
    },
  };
}
