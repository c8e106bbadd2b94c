/**
 * A page's Content-Security-Policy as the widgets meet it: every policy the page is under (each
 * `Content-Security-Policy` header, and each `<meta http-equiv="Content-Security-Policy">`; a
 * browser enforces them all), read for what the widgets need (docs/host-page.md#content-security-policy):
 *
 * - their scripts' origin in `script-src` (the loader or UMD file the page links) and the host
 *   stylesheet's in `style-src` (`resort-widgets.css`, which reserves each tag's box);
 * - the store's own origin in `connect-src` (every call goes to the page's origin), and the error
 *   reports' endpoint when page data names one;
 * - `data:` and `blob:` in `img-src` (a select's arrow, a signed waiver's signature, a new photo's
 *   preview);
 * - `resort-widgets` in `trusted-types`, where the page lists the policies it allows.
 *
 * What a page lacks is said as a warning with the line to add; nothing here fails the check.
 * `'unsafe-inline'` and `'unsafe-eval'` are never needed.
 */
import { TRUSTED_TYPES_POLICY } from '../../src/core/trusted-types.ts';

/** One policy: where it came from, and its directives by name (lower case), each with its sources. */
export interface Policy {
  from: 'header' | 'meta';
  directives: Map<string, string[]>;
}

/** A serialized policy (`default-src 'self'; img-src data:`), as CSP parses it: the first of a repeated directive counts. */
export function parsePolicy(text: string, from: Policy['from']): Policy {
  const directives = new Map<string, string[]>();
  for (const part of text.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean);
    if (!name) continue;
    const key = name.toLowerCase();
    if (!directives.has(key)) directives.set(key, sources);
  }
  return { from, directives };
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', '#39': "'", '#x27': "'" };
const decode = (text: string) => text.replace(/&(amp|quot|apos|lt|gt|#39|#x27);/g, (_, name: string) => ENTITIES[name] ?? '');

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? decode(match[1] ?? match[2] ?? match[3] ?? '') : null;
}

/** Every policy the page is under: the header's (several policies may be joined by commas) and the meta tags'. */
export function policiesOf(header: string | null, html: string): Policy[] {
  const fromHeader = (header ?? '').split(',').filter((text) => text.trim() !== '').map((text) => parsePolicy(text, 'header'));
  const fromMeta = [...html.matchAll(/<meta\b[^>]*>/gi)]
    .map(([tag]) => tag)
    .filter((tag) => (attribute(tag, 'http-equiv') ?? '').toLowerCase() === 'content-security-policy')
    .map((tag) => parsePolicy(attribute(tag, 'content') ?? '', 'meta'));
  return [...fromHeader, ...fromMeta];
}

/** The sources that govern `directive` in `policy` (its fallback chain), or null where nothing does. */
function governing(policy: Policy, chain: readonly string[]): { name: string; sources: string[] } | null {
  for (const name of chain) {
    const sources = policy.directives.get(name);
    if (sources) return { name, sources };
  }
  return null;
}

const DEFAULT_PORT: Readonly<Record<string, string>> = { 'http:': '80', 'https:': '443', 'ws:': '80', 'wss:': '443' };
const portOf = (url: URL) => url.port || DEFAULT_PORT[url.protocol] || '';

/** Whether a scheme the source names lets `url`'s through (`http:` lets `https:` through, as CSP upgrades). */
const schemeMatches = (scheme: string, url: URL) => scheme === url.protocol || (scheme === 'http:' && url.protocol === 'https:') || (scheme === 'ws:' && url.protocol === 'wss:');

/** Whether one source expression lets `url` load on a page at `page` (CSP3's matching, for the sources the widgets meet). */
export function sourceAllows(source: string, url: URL, page: URL): boolean {
  const lower = source.toLowerCase();
  // `blob:` and `data:` URLs match only their scheme named outright: not 'self', not `*`.
  const network = ['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol);
  if (lower === "'self'") return network && (url.origin === page.origin || (page.protocol === 'http:' && url.protocol === 'https:' && url.host === page.host));
  if (lower.startsWith("'")) return false;
  if (/^[a-z][a-z0-9+.-]*:$/.test(lower)) return schemeMatches(lower, url);
  if (lower === '*') return network;
  if (!network) return false;
  const match = /^(?:([a-z][a-z0-9+.-]*:)\/\/)?(\*|(?:\*\.)?[^/:]+)(?::(\*|\d+))?(\/.*)?$/.exec(lower);
  if (!match) return false;
  const [, scheme, host = '', port, path] = match;
  if (scheme ? !schemeMatches(scheme, url) : !schemeMatches(page.protocol, url)) return false;
  const hostname = url.hostname.toLowerCase();
  if (host.startsWith('*.') ? !hostname.endsWith(host.slice(1)) : host !== '*' && host !== hostname) return false;
  // Without a port, the URL's scheme's default port (so `http://shop.example` lets https://shop.example through).
  if (port !== '*' && (port ?? DEFAULT_PORT[url.protocol]) !== portOf(url)) return false;
  if (path && path !== '/') return path.endsWith('/') ? url.pathname.startsWith(path) : url.pathname === path;
  return true;
}

const allows = (sources: readonly string[], url: URL, page: URL) => sources.some((source) => sourceAllows(source, url, page));

/** How a source for `url` is written in the line to add: `'self'` for the page's own origin, else the origin. */
const sourceFor = (url: URL, page: URL) => (url.protocol === 'data:' || url.protocol === 'blob:' ? url.protocol : url.origin === page.origin ? "'self'" : url.origin);

/** The widgets' scripts and host stylesheet as the page links them. */
function linkedFiles(html: string, page: URL): { scripts: { url: URL; tag: string }[]; stylesheets: URL[] } {
  const resolve = (value: string | null) => {
    try {
      return value ? new URL(value, page) : null;
    } catch {
      return null;
    }
  };
  const scripts = [...html.matchAll(/<script\b[^>]*>/gi)]
    .map(([tag]) => ({ url: resolve(attribute(tag, 'src')), tag }))
    .filter((script): script is { url: URL; tag: string } => script.url !== null && /\/resort-widgets[^/]*\.js$/.test(script.url.pathname));
  const stylesheets = [...html.matchAll(/<link\b[^>]*>/gi)]
    .map(([tag]) => tag)
    .filter((tag) => /\bstylesheet\b/i.test(attribute(tag, 'rel') ?? ''))
    .map((tag) => resolve(attribute(tag, 'href')))
    .filter((url): url is URL => url !== null && /\/resort-widgets\.css$/.test(url.pathname));
  return { scripts, stylesheets };
}

/** What a page of the widgets needs of its policies and does not get, each with the line to add. */
export function policyNotes(policies: readonly Policy[], html: string, page: URL, reportEndpoint: string | null = null): string[] {
  const notes: string[] = [];
  const { scripts, stylesheets } = linkedFiles(html, page);
  policies.forEach((policy, index) => {
    const which = policies.length > 1 ? `the ${policy.from === 'header' ? 'header' : '<meta>'} policy${policies.length > 2 ? ` (${index + 1} of ${policies.length})` : ''}` : `the page's policy`;
    const need = (chain: readonly string[], url: URL, breaks: string) => {
      const found = governing(policy, chain);
      if (!found || allows(found.sources, url, page)) return;
      const name = chain[0] === 'script-src-elem' || chain[0] === 'style-src-elem' ? chain[1]! : chain[0]!;
      const line = found.name === name ? `${name} ${[...found.sources.filter((source) => source.toLowerCase() !== "'none'"), sourceFor(url, page)].join(' ')}` : `${name} ${sourceFor(url, page)}`;
      notes.push(`policy: ${which} refuses ${url.protocol === 'data:' || url.protocol === 'blob:' ? `${url.protocol} URLs` : url.href} (${found.name}): ${breaks}. Add: ${line}`);
    };
    for (const script of scripts) {
      const found = governing(policy, ['script-src-elem', 'script-src', 'default-src']);
      if (found?.sources.some((source) => source.toLowerCase() === "'strict-dynamic'")) {
        if (!attribute(script.tag, 'nonce') && !attribute(script.tag, 'integrity')) notes.push(`policy: ${which} has 'strict-dynamic', which ignores origins: give the widgets' <script src="${script.url.href}"> the page's nonce (nonce="…"), or nothing of theirs runs`);
        continue;
      }
      need(['script-src-elem', 'script-src', 'default-src'], script.url, 'none of the widgets runs, and each tag stays the store’s own markup');
    }
    for (const sheet of stylesheets) need(['style-src-elem', 'style-src', 'default-src'], sheet, 'the host stylesheet is not applied, so no tag has its box before it starts and the page moves as each one does');
    need(['connect-src', 'default-src'], new URL('/api/', page), 'every call the widgets make to the store is refused, and each tag shows its error or the store’s own markup');
    if (reportEndpoint) {
      try {
        need(['connect-src', 'default-src'], new URL(reportEndpoint, page), 'the error reports (LoggingSettings.ReportEndpoint) are not sent');
      } catch {
        // Not a URL: the page data check says so.
      }
    }
    need(['img-src', 'default-src'], new URL('data:image/svg+xml,'), 'a select field’s arrow and a signed waiver’s signature are not drawn');
    need(['img-src', 'default-src'], new URL('blob:' + page.origin + '/photo'), 'a new photo’s preview is not shown while it is cropped');
    const listed = policy.directives.get('trusted-types');
    if (listed) {
      const names = listed.map((name) => name.toLowerCase());
      const allowed = names.includes('*') || (names.includes(TRUSTED_TYPES_POLICY) && !names.includes("'none'"));
      if (!allowed) {
        const kept = listed.filter((name) => name.toLowerCase() !== "'none'");
        const requires = policy.directives.get('require-trusted-types-for')?.some((sink) => sink.toLowerCase() === "'script'");
        notes.push(
          `policy: ${which} lists the Trusted Types policies a script may make (trusted-types), without ${TRUSTED_TYPES_POLICY}: ${requires ? 'server HTML (a waiver, a pickup site) is not shown, and the card form and the UMD file’s parts cannot load' : 'the browser reports the widgets’ policy each time it is made'}. Add: trusted-types ${[...kept, TRUSTED_TYPES_POLICY].join(' ')}`,
        );
      }
    }
  });
  return notes;
}
