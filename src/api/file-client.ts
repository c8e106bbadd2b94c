/**
 * File downloads (the admin lists' CSV exports) through the one client's headers, errors, logging
 * and login redirect. Kept apart from `client.ts` so the storefront's bundles, which download
 * nothing, do not carry it.
 */
import { fetchWithTimeout } from './fetch-timeout.ts';
import type { ApiResult } from './errors.ts';
import { buildHeaders, DEFAULT_TIMEOUT_MS, reported, toApiError, withSearch, type CallOptions } from './client.ts';

/** A file the store sends (an export): its bytes and the name its `Content-Disposition` gives. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

const FILE_NAME = /filename="?([^";]+)"?/i;

/** What a download accepts: the store's CSV first. */
export const FILE_ACCEPT = 'text/csv, application/octet-stream;q=0.9, */*;q=0.5';

/**
 * GET a file (a CSV export) rather than JSON: with `ts`, never from the cache, with the same error
 * vocabulary, logging and login redirect as every other call. An export may take a while, so the
 * timeout is longer.
 */
export async function getFile(path: string, options: CallOptions = {}): Promise<ApiResult<DownloadedFile>> {
  let result: ApiResult<DownloadedFile>;
  try {
    const headers = await buildHeaders('GET', { kind: 'none' }, options);
    headers.set('Accept', FILE_ACCEPT);
    const response = await fetchWithTimeout(withSearch(path, options.searchParams, true), {
      method: 'GET',
      headers,
      timeout: options.timeout ?? DEFAULT_TIMEOUT_MS * 4,
      credentials: 'same-origin',
      ...(options.signal ? { signal: options.signal } : {}),
    });
    const fileName = FILE_NAME.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? null;
    result = { ok: true, data: { blob: await response.blob(), fileName } };
  } catch (error) {
    result = { ok: false, error: await toApiError(error) };
  }
  return reported('GET', path, result, options.signal?.aborted === true);
}
