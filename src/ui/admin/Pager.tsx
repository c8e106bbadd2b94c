import { formatLabel } from '../../core/labels.ts';
import { useLocale } from '../use-locale.ts';
import type { AdminTableLabels } from './admin-labels.ts';

interface Props {
  label: string;
  page: number;
  pages: number;
  records: number;
  busy: boolean;
  labels: Pick<AdminTableLabels, 'common.previous' | 'common.next' | 'common.page' | 'common.records' | 'common.records.one'>;
  onPage: (page: number) => void;
}

/** Previous / Next through server-side pages, with where we are. */
export function Pager({ label, page, pages, records, busy, labels, onPage }: Props) {
  const locale = useLocale();
  return (
    <nav className="rw-admin__pager" aria-label={label}>
      <button type="button" className="rw-button rw-button--secondary" disabled={busy || page <= 1} onClick={() => onPage(page - 1)}>
        {labels['common.previous']}
      </button>
      <p aria-live="polite">
        {formatLabel(labels['common.page'], { page: locale.number(page), pages: locale.number(Math.max(pages, 1)) })} · {locale.count(labels, 'common.records', records)}
      </p>
      <button type="button" className="rw-button rw-button--secondary" disabled={busy || page >= pages} onClick={() => onPage(page + 1)}>
        {labels['common.next']}
      </button>
    </nav>
  );
}
