import { nextVisit, readVisit, recordPageView, visitCookie, VISIT_COOKIE, type Visit } from './visit-cookie.ts';

const page = { path: '/cart', title: 'Cart', signedIn: true, firstName: 'Alex' };

/** A page whose `cookie` behaves like a browser's: each assignment sets one cookie, reading gives name=value pairs. */
function fakePage(protocol: 'http:' | 'https:', initial: Record<string, string> = {}) {
  const jar = new Map(Object.entries(initial));
  const written: string[] = [];
  const doc = {
    location: { protocol },
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(assignment: string) {
      written.push(assignment);
      const [pair = ''] = assignment.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    },
  };
  return { doc: doc as unknown as Document, written };
}

describe('the visit cookie', () => {
  it('holds the five fields, on path / with SameSite=Lax, Secure on https, with no expiry', () => {
    const visit: Visit = { count: 2, lastPage: '/cart', loggedIn: true, name: 'Alex', lastPageName: 'Cart' };
    const cookie = visitCookie(visit, true);
    expect(cookie.startsWith(`${VISIT_COOKIE}=`)).toBe(true);
    expect(cookie.endsWith('; path=/; samesite=lax; secure')).toBe(true);
    expect(cookie).not.toMatch(/expires|max-age/);
    expect(visitCookie(visit, false).endsWith('; path=/; samesite=lax')).toBe(true);
    const value = decodeURIComponent(cookie.slice(VISIT_COOKIE.length + 1).split(';')[0]!);
    expect(Object.keys(JSON.parse(value) as object)).toEqual(['count', 'lastPage', 'loggedIn', 'name', 'lastPageName']);
    expect(readVisit(cookie.split(';')[0]!)).toEqual(visit);
  });

  it('counts pages and keeps the last one, its title and who is signed in', () => {
    const first = nextVisit(null, { path: '/', title: 'Home', signedIn: false, firstName: 'Alex' });
    expect(first).toEqual({ count: 1, lastPage: '/', loggedIn: false, name: '', lastPageName: 'Home' });
    expect(nextVisit(first, page)).toEqual({ count: 2, lastPage: '/cart', loggedIn: true, name: 'Alex', lastPageName: 'Cart' });
  });

  it('never keeps a query or fragment, and keeps the first name only while signed in', () => {
    const visit = nextVisit(null, { path: '/voucher-product/season-pass?code=VCH-PRODUCT-1#top', title: 'Voucher', signedIn: false, firstName: 'Alex' });
    expect(visit.lastPage).toBe('/voucher-product/season-pass');
    expect(visit.name).toBe('');
  });

  it('starts again from one when the cookie cannot be read', () => {
    expect(readVisit(`${VISIT_COOKIE}=%7Bbroken`)).toBeNull();
    expect(readVisit(`${VISIT_COOKIE}=${encodeURIComponent(JSON.stringify({ count: -1 }))}`)).toBeNull();
    expect(readVisit('other=1')).toBeNull();
    expect(nextVisit(readVisit(`${VISIT_COOKIE}=%7Bbroken`), page).count).toBe(1);
  });

  it('counts a page once however many menus it has, from the count the last page left', () => {
    const previous = nextVisit(nextVisit(null, page), page);
    const { doc, written } = fakePage('http:', { other: '1', [VISIT_COOKIE]: encodeURIComponent(JSON.stringify(previous)) });
    recordPageView({ path: '/onepagecheckout', title: 'Checkout', signedIn: true, firstName: 'Alex' }, doc);
    recordPageView({ path: '/onepagecheckout', title: 'Checkout', signedIn: true, firstName: 'Alex' }, doc);
    expect(written).toHaveLength(1);
    expect(written[0]).not.toMatch(/secure/);
    expect(readVisit(doc.cookie)).toEqual({ count: 3, lastPage: '/onepagecheckout', loggedIn: true, name: 'Alex', lastPageName: 'Checkout' });
  });
});
