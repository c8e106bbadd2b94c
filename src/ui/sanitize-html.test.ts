import { sanitizeHtml } from './sanitize-html.ts';

describe('sanitizeHtml', () => {
  it('refuses to hand back HTML when DOMPurify does not really sanitise here (happy-dom), rather than passing it through', async () => {
    // happy-dom's DOM lets event handlers through DOMPurify; Chromium's does not (test/e2e/waiver.spec.ts).
    await expect(sanitizeHtml('<p onclick="x()">Hi</p>')).rejects.toThrow(/does not sanitise/);
  });
});
