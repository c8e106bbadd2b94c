/**
 * The lint rules that keep the library working under the strictest page policy a host sets
 * (docs/host-page.md#content-security-policy): `style-src` without `'unsafe-inline'` and
 * `require-trusted-types-for 'script'`. Each selector is a usual way to write an inline style or to
 * hand the page a string where it wants a trusted value; its message names the one home to use
 * instead. They apply to the library (`src/`, `widgets/`); the homes themselves and tests are exempt.
 */

const STYLES_HOME = 'adoptStyles (src/ui/adopt-styles.ts)';
const HTML_HOME = '<SanitizedHtml> (src/ui/SanitizedHtml.tsx), which DOMPurify cleans through the library’s Trusted Types policy';
const SCRIPT_HOME = 'addScript (src/core/add-script.ts), through the library’s Trusted Types policy';

const styles = (what) => `Styles: ${what} is refused by a page whose style-src has no 'unsafe-inline'. Give the root its rules with ${STYLES_HOME}, as a class; a value only script knows goes on element.style (not governed by style-src).`;
const html = (what) => `HTML: ${what} takes a string, which a page that requires Trusted Types refuses. Server HTML is shown only through ${HTML_HOME}; build anything else with elements and textContent.`;

/** `no-restricted-syntax` entries: `{ selector, message }`. */
export const PAGE_POLICY_RULES = [
  {
    selector: "AssignmentExpression > MemberExpression.left[property.name=/^(innerHTML|outerHTML|srcdoc)$/]",
    message: html('writing innerHTML, outerHTML or srcdoc'),
  },
  {
    selector: "CallExpression[callee.property.name=/^(insertAdjacentHTML|setHTMLUnsafe|createContextualFragment|parseFromString)$/]",
    message: html('this call'),
  },
  {
    selector: "CallExpression[callee.object.name='document'][callee.property.name=/^(write|writeln)$/]",
    message: html('document.write'),
  },
  {
    selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
    message: html('dangerouslySetInnerHTML'),
  },
  {
    selector: "CallExpression[callee.property.name='createElement'][arguments.0.value='style'], JSXOpeningElement[name.name='style']",
    message: styles('a <style> element'),
  },
  {
    selector: "CallExpression[callee.property.name='setAttribute'][arguments.0.value='style']",
    message: styles('a style attribute'),
  },
  {
    selector: "NewExpression[callee.name='CSSStyleSheet'], AssignmentExpression > MemberExpression.left[property.name='adoptedStyleSheets']",
    message: `Styles: ${STYLES_HOME} makes each stylesheet once and shares it between roots, in the order the cascade needs.`,
  },
  {
    selector: "CallExpression[callee.property.name='createElement'][arguments.0.value='script'], JSXOpeningElement[name.name='script']",
    message: `Scripts: a script's address is a string, which a page that requires Trusted Types refuses. Add a script with ${SCRIPT_HOME}.`,
  },
  {
    selector: "CallExpression[callee.property.name='createPolicy']",
    message: `Trusted Types: the library has one policy, resort-widgets, made once per page in src/core/trusted-types.ts; a host lists that name alone.`,
  },
];

/** Where the rules apply, and what is exempt: tests, stories, fixtures, and each rule's home. */
export const PAGE_POLICY_FILES = {
  files: ['src/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}'],
  ignores: [
    '**/*.test.{ts,tsx}',
    '**/test-helpers.{ts,tsx}',
    '**/test-*.ts',
    '**/*.stories.tsx',
    '**/*.fixtures.ts',
    '**/story-handlers.ts',
    'src/ui/adopt-styles.ts',
    'src/ui/SanitizedHtml.tsx',
    'src/core/trusted-types.ts',
    'src/core/add-script.ts',
  ],
};
