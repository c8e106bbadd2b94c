// @vitest-environment node
import { join } from 'node:path';
import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
// @ts-expect-error: the lint rules are a plain .mjs module without type declarations
import { PAGE_POLICY_RULES as untyped } from './eslint-page-policy.mjs';

const RULES = untyped as Array<{ selector: string; message: string }>;
const root = join(__dirname, '..');
const linter = new Linter({ configType: 'flat' });

/** The messages the page-policy rules give for `code`, one per finding. */
function findings(code: string): string[] {
  const config = [{ files: ['**/*.tsx'], languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } }, rules: { 'no-restricted-syntax': ['error', ...RULES] as Linter.RuleEntry } }];
  return linter.verify(code, config, { filename: 'planted.tsx' }).map((message) => message.message);
}

describe('the lint rules that keep the library working under a strict page policy', () => {
  it.each([
    ['a string written to innerHTML', 'element.innerHTML = html;', /SanitizedHtml/],
    ['a string written to outerHTML', 'element.outerHTML = `<b>${name}</b>`;', /Trusted Types refuses/],
    ["a frame's srcdoc", 'frame.srcdoc = page;', /Trusted Types refuses/],
    ['insertAdjacentHTML', "element.insertAdjacentHTML('beforeend', html);", /SanitizedHtml/],
    ['a parse of its own', "const doc = new DOMParser().parseFromString(html, 'text/html');", /SanitizedHtml/],
    ['document.write', 'document.write(html);', /document\.write/],
    ['dangerouslySetInnerHTML outside SanitizedHtml', 'const view = <div dangerouslySetInnerHTML={{ __html: html }} />;', /SanitizedHtml/],
    ['a <style> element made by hand', "const style = document.createElement('style');", /adoptStyles/],
    ['a <style> element in JSX', 'const view = <style>{css}</style>;', /adoptStyles/],
    ['a style attribute', "element.setAttribute('style', 'color: red');", /'unsafe-inline'.*adoptStyles/],
    ['a stylesheet of its own', 'const sheet = new CSSStyleSheet();', /once and shares it/],
    ["a root's sheets set by hand", 'root.adoptedStyleSheets = [sheet];', /once and shares it/],
    ['a script element made by hand', "const script = document.createElement('script');", /addScript/],
    ['a Trusted Types policy of its own', "trustedTypes.createPolicy('mine', { createHTML: (s) => s });", /one policy, resort-widgets/],
  ])('refuses %s and names its home', (_name, code, message) => {
    const found = findings(code);
    expect(found.length).toBeGreaterThan(0);
    expect(found.join('\n')).toMatch(message);
  });

  it('leaves reading HTML, styles set from script and the homes alone', () => {
    const code = [
      'const saved = content.innerHTML;',
      "bar.style.setProperty('width', `${percent}%`);",
      'frame.style.cssText = look;',
      "adoptStyles(root, 'cart-panel', css);",
      "await addScript(src, 'data-resort-square');",
      'const view = <SanitizedHtml html={html} failureText={text} style={{ width: 10 }} />;',
    ].join('\n');
    expect(findings(code)).toEqual([]);
  });

  it('apply to the library, src/core included, but not to its homes or tests', async () => {
    const eslint = new ESLint({ cwd: root });
    const restricted = async (file: string) => ((await eslint.calculateConfigForFile(join(root, file))) as { rules?: Record<string, unknown> }).rules?.['no-restricted-syntax'];
    const carries: unknown = expect.arrayContaining([expect.objectContaining({ selector: RULES[0]!.selector })]);
    for (const file of ['widgets/waiver/WaiverWindow.tsx', 'src/ui/Modal.tsx', 'src/island/define-widget.tsx', 'src/core/shared.ts']) {
      await expect(restricted(file), file).resolves.toEqual(carries);
    }
    for (const file of ['src/ui/adopt-styles.ts', 'src/ui/SanitizedHtml.tsx', 'src/core/trusted-types.ts', 'src/ui/Modal.test.tsx']) {
      expect(await restricted(file), file).not.toEqual(carries);
    }
  });
});
