import { useState } from 'react';
import type { ApiResult } from '../../api/errors.ts';
import type { DownloadedFile } from '../../api/file-client.ts';
import { formatLabel } from '../../core/labels.ts';
import { userMessage } from '../error-text.ts';
import { useLocale } from '../use-locale.ts';
import type { AdminTableLabels } from './admin-labels.ts';
import { saveFile } from './download.ts';

/** What an export makes: the file's bytes and its name. */
export interface ExportFile {
  blob: Blob;
  fileName: string;
  /** How many rows it holds, when known (said to the admin when done). */
  rows?: number;
}

/**
 * An export the store makes (a list it pages): its file, named as the store says or else
 * `fallbackName`, holding the `rows` the list counts. A failed download stays the call's error.
 */
export async function storeExport(download: () => Promise<ApiResult<DownloadedFile>>, fallbackName: () => string, rows: number): Promise<ApiResult<ExportFile>> {
  const file = await download();
  return file.ok ? { ok: true, data: { blob: file.data.blob, fileName: file.data.fileName ?? fallbackName(), rows } } : file;
}

interface Props {
  /** Builds the file (in the browser, or by asking the store for it). */
  run: () => Promise<ApiResult<ExportFile>>;
  labels: Pick<AdminTableLabels, 'export.csv' | 'export.busy' | 'export.failed' | 'export.done' | 'export.done.one'> & Parameters<typeof userMessage>[1];
  /** Nothing to export (an empty list). */
  disabled?: boolean;
}

/**
 * `Export CSV`: every row of the filtered list, not only the page shown. The button keeps the
 * focus while it works (`Exporting…`), then the file downloads and a polite status says what it
 * holds; a failure is announced with the store's words.
 */
export function ExportButton({ run, labels, disabled = false }: Props) {
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ kind: 'done' | 'failed'; text: string } | null>(null);

  async function exportNow() {
    if (busy) return;
    setBusy(true);
    setStatus(null);
    const result = await run();
    setBusy(false);
    if (!result.ok) {
      setStatus({ kind: 'failed', text: formatLabel(labels['export.failed'], { message: userMessage(result.error, labels, { showServerErrors: true }) }) });
      return;
    }
    saveFile(result.data.blob, result.data.fileName);
    setStatus({ kind: 'done', text: locale.count(labels, 'export.done', result.data.rows ?? 0, { file: result.data.fileName }) });
  }

  return (
    <span className="rw-admin__export">
      <button type="button" className="rw-button rw-button--secondary" aria-disabled={busy || disabled || undefined} onClick={() => !disabled && void exportNow()}>
        {busy ? labels['export.busy'] : labels['export.csv']}
      </button>
      {status && (
        <span className={status.kind === 'failed' ? 'rw-error-text' : 'rw-admin__hint'} role={status.kind === 'failed' ? 'alert' : 'status'}>
          {status.text}
        </span>
      )}
    </span>
  );
}
