// @vitest-environment node
import { safeImageUrl, safeLinkUrl } from './safe-url.ts';

describe('links from the store', () => {
  it.each(['https://example.com/rentals', 'http://example.com', '/season-pass-adult', 'season-pass-adult?x=1', '//cdn.example.com/a', 'mailto:rentals@example.com', 'tel:9705550140'])(
    'keeps %s',
    (url) => expect(safeLinkUrl(url)).toBe(url),
  );

  it.each(['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'java\nscript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', '', '   '])(
    'drops %j',
    (url) => expect(safeLinkUrl(url)).toBeNull(),
  );
});

describe('images from the store', () => {
  it.each(['https://example.com/logo.png', '/static/rentals/map.svg', 'data:image/svg+xml,%3Csvg%3E', 'data:image/png;base64,iVBORw0KGgo='])('keeps %s', (url) =>
    expect(safeImageUrl(url)).toBe(url),
  );

  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'data:image/svg', 'mailto:x@example.com', null])('drops %j', (url) =>
    expect(safeImageUrl(url)).toBeNull(),
  );
});
