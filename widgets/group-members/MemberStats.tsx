import { useCallback } from 'react';
import { ErrorNotice } from '../../src/ui/ErrorNotice.tsx';
import { Spinner } from '../../src/ui/Spinner.tsx';
import { ShowMoreButton, useShowMore } from '../../src/ui/ShowMore.tsx';
import { useResource } from '../../src/ui/use-resource.ts';
import { loadHistory } from './api.ts';
import type { MemberLabels } from './labels.ts';
import { useLocale } from '../../src/ui/use-locale.ts';

const VISITS_STEP = 10;

/** A member's stats and latest visits, asked for when the shopper opens them (never at boot). */
export function MemberStats({ contactId, labels }: { contactId: number; labels: MemberLabels }) {
  const { displayDate } = useLocale();
  const load = useCallback(() => loadHistory(contactId), [contactId]);
  const history = useResource(load, contactId);
  const visits = useShowMore(history.data?.History ?? [], VISITS_STEP);
  if (history.status === 'error' && !history.data) return <ErrorNotice title={labels['members.statsFailed']} error={history.error} onRetry={history.reload} />;
  if (!history.data) return <Spinner label={labels['common.loading']} />;
  const { Stats } = history.data;
  return (
    <div className="rw-members__stats">
      <dl className="rw-members__figures">
        <div>
          <dt>{labels['members.visits']}</dt>
          <dd>{Stats.Visits}</dd>
        </div>
        <div>
          <dt>{labels['members.seasonVisits']}</dt>
          <dd>{Stats.VisitsThisSeason}</dd>
        </div>
        <div>
          <dt>{labels['members.lastVisit']}</dt>
          <dd>{Stats.LastVisit ? displayDate(Stats.LastVisit) : '—'}</dd>
        </div>
        <div>
          <dt>{labels['members.purchases']}</dt>
          <dd>{Stats.Purchases}</dd>
        </div>
      </dl>
      {visits.visible.length === 0 ? (
        <p className="rw-members__muted">{labels['members.noVisits']}</p>
      ) : (
        <ul className="rw-members__visits">
          {visits.visible.map((visit, index) => (
            <li key={`${visit.Date}-${index}`}>
              {displayDate(visit.Date)} · {visit.Place}
            </li>
          ))}
        </ul>
      )}
      <ShowMoreButton hidden={visits.hidden} step={VISITS_STEP} onClick={visits.showMore} />
    </div>
  );
}
