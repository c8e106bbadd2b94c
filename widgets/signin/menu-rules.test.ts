// @vitest-environment node
import { menuView } from './menu-rules.ts';
import { currentPage, localPath, requestedReturnUrl } from './navigation.ts';

const urls = { accountUrl: '/userinfo', logoutUrl: '/logout' };

describe('sign-in menu rules', () => {
  it('signed in: My Account and sign out', () => {
    expect(menuView({ signedIn: true, external: false, ...urls })).toEqual({ kind: 'signed-in', accountUrl: '/userinfo', logoutUrl: '/logout' });
  });

  it('signed out: the lightbox', () => {
    expect(menuView({ signedIn: false, external: false, ...urls })).toEqual({ kind: 'lightbox' });
  });

  it('external authentication: /login?returnUrl=/ instead of the lightbox, and /logout?returnUrl=/', () => {
    expect(menuView({ signedIn: false, external: true, ...urls })).toEqual({ kind: 'external', loginUrl: '/login?returnUrl=/' });
    expect(menuView({ signedIn: true, external: true, ...urls })).toMatchObject({ logoutUrl: '/logout?returnUrl=/' });
    expect(menuView({ signedIn: true, external: true, accountUrl: '/me', logoutUrl: '/sso/out?x=1' })).toMatchObject({ logoutUrl: '/sso/out?x=1&returnUrl=/' });
    expect(menuView({ signedIn: true, external: true, accountUrl: '/me', logoutUrl: '/out?returnUrl=/bye' })).toMatchObject({ logoutUrl: '/out?returnUrl=/bye' });
  });
});

describe('return URLs', () => {
  it.each([
    ['/cart', '/cart'],
    ['/s/rentals?x=1#top', '/s/rentals?x=1#top'],
    ['//evil.example/', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['/\\evil.example', '/'],
    ['/a\nb', '/'],
    ['', '/'],
  ])('keeps only local paths: %j → %j', (value, expected) => {
    expect(localPath(value)).toBe(expected);
  });

  it('takes the page\'s returnUrl parameter, or the current page', () => {
    expect(requestedReturnUrl('?returnUrl=%2Fcart')).toBe('/cart');
    expect(requestedReturnUrl('?returnUrl=https%3A%2F%2Fevil.example')).toBe('/');
    expect(requestedReturnUrl('')).toBe('/');
    expect(currentPage({ pathname: '/s/rentals', search: '?page=2' })).toBe('/s/rentals?page=2');
  });
});
