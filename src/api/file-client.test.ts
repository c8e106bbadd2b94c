import { http, HttpResponse } from 'msw';
import { getFile } from './file-client.ts';
import { navigation } from './client.ts';
import { startMswServer } from '../../test/msw.ts';

const server = startMswServer();

beforeEach(() => {
  document.body.innerHTML = '<input type="hidden" name="__RequestVerificationToken" value="token-123">';
});

describe('the API client: files', () => {
  it('downloads a file with ts, the XMLHttpRequest header and the name Content-Disposition gives', async () => {
    let seen: Request | undefined;
    server.use(
      http.get('/api/export', ({ request }) => {
        seen = request;
        return new HttpResponse('a,b\r\n1,2\r\n', { headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="list-2026-11-24.csv"' } });
      }),
    );
    const result = await getFile('/api/export', { searchParams: { lastName: 'Abb', empty: undefined } });
    expect(result.ok && (await result.data.blob.text())).toBe('a,b\r\n1,2\r\n');
    expect(result.ok && result.data.fileName).toBe('list-2026-11-24.csv');
    const url = new URL(seen!.url);
    expect([url.searchParams.get('lastName'), url.searchParams.has('empty'), /^\d+$/.test(url.searchParams.get('ts') ?? '')]).toEqual(['Abb', false, true]);
    expect(seen!.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it("turns a refusal into our error with the store's message, and a 403 into the login page", async () => {
    const toLogin = vi.spyOn(navigation, 'toLogin').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('/api/export', () => HttpResponse.json({ success: false, message: 'Narrow the search.' }, { status: 400 })));
    expect(await getFile('/api/export')).toMatchObject({ ok: false, error: { kind: 'http', status: 400, serverMessage: 'Narrow the search.' } });
    server.use(http.get('/api/export', () => HttpResponse.json({ success: false }, { status: 403 })));
    await getFile('/api/export');
    expect(toLogin).toHaveBeenCalledTimes(1);
  });
});
