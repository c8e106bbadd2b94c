// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { escapeHtml, html, jsonScriptContent } from './html.ts';

describe('html', () => {
  it('escapes every interpolated value', () => {
    const name = `<img src=x onerror="alert('x')">&`;
    expect(escapeHtml(name)).toBe('&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;');
    expect(html`<p title="${name}">${name}</p>`.value).not.toContain('<img');
    expect(html`<ul>${['<a>', html`<li>ok</li>`]}</ul>`.value).toBe('<ul>&lt;a&gt;<li>ok</li></ul>');
  });

  it('writes JSON that cannot close its script element', () => {
    const content = jsonScriptContent({ name: '</script><script>alert(1)</script>' }).value;
    expect(content).not.toContain('<');
    expect(JSON.parse(content)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
