/**
 * File downloads (the admin lists' CSV exports) through the one client (`http`, with its headers,
 * rules, errors, logging and login redirect). Kept apart from `client.ts` so the storefront's
 * bundles, which download nothing, do not carry it.
 */
import type { ApiResult } from './errors.ts';
import { callOptions, DEFAULT_TIMEOUT_MS, endCall, failureOf, http, newCall, reported, withSearch, type CallOptions } from './client.ts';
import { requestHeaders } from './request-shape.ts';

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
  const call = newCall('GET', path, options);
  let result: ApiResult<DownloadedFile>;
  let quiet = false;
  try {
    const headers = requestHeaders('GET', 'none');
    headers.set('Accept', FILE_ACCEPT);
    const response = await http(withSearch(path, options.searchParams), callOptions(call, headers, options.timeout ?? DEFAULT_TIMEOUT_MS * 4));
    const fileName = FILE_NAME.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? null;
    result = { ok: true, data: { blob: await response.blob(), fileName } };
  } catch (error) {
    const failure = await failureOf(call, error);
    result = { ok: false, error: failure.error };
    quiet = failure.cancelled;
  } finally {
    endCall(call);
  }
  return reported('GET', path, result, quiet || options.signal?.aborted === true);
}
