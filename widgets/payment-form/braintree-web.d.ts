/**
 * The browser builds of braintree-web's modules, imported by their files: the package maps
 * `braintree-web/client` to them only through its `browser` field, which the ESM build (vite)
 * follows and the UMD build's lazy-chunk lookup does not. Their types are the published ones.
 */
declare module 'braintree-web/dist/browser/client.js' {
  export * from 'braintree-web/client';
}
declare module 'braintree-web/dist/browser/hosted-fields.js' {
  export * from 'braintree-web/hosted-fields';
}
