const PLACEHOLDER_ORIGIN = 'http://store.invalid';

function hasControlCharacter(value: string): boolean {
  return [...value].some((char) => {
    const code = char.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });
}

/** Only a path on this store ("/cart", not "//evil.example" or "https://…"); anything else is "/". */
export function safeReturnUrl(value: string | undefined): string {
  if (value === undefined || value.length > 2000) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\') || hasControlCharacter(value)) return '/';
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return '/';
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return '/';
  // Coming back to these would undo the sign-in or loop.
  if (/^\/(login|logout)\b/i.test(url.pathname)) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
