/**
 * Who the product is for (`[Assigned To]`): the household members with photo and name; those who
 * cannot have it are disabled with the reason. (Signed out, the product shows a sign-in prompt instead.)
 */
import { useId, useLayoutEffect, useRef } from 'react';
import { adoptStyles } from './calendar/adopt-styles.ts';
import { memberStyles } from './styles/members.ts';
import { formatLabel } from '../../src/core/labels.ts';
import { ErrorNotice } from '../../src/ui/ErrorNotice.tsx';
import { Spinner } from '../../src/ui/Spinner.tsx';
import { memberLabels, type MemberLabels } from './member-labels.ts';
import { useLabels } from '../../src/ui/use-labels.ts';
import type { MemberBlock, MemberView } from './member-rules.ts';
import type { MembersState } from './use-selection.ts';

export function blockText(block: MemberBlock, labels: MemberLabels, date: (iso: string) => string): string {
  switch (block.kind) {
    case 'store':
      return block.text;
    case 'max-reservations':
      return formatLabel(labels['member.maxReservations'], { count: block.count, max: block.max });
    case 'date-taken':
      return formatLabel(labels['member.dateTaken'], { date: date(block.date) });
    case 'not-assignable':
      return labels['member.notAssignable'];
  }
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

interface Props {
  members: MembersState;
  chosen: number | null;
  onChoose: (id: number) => void;
  onRetry: () => void;
  locked: boolean;
  date: (iso: string) => string;
}

export default function MemberPicker({ members, chosen, onChoose, onRetry, locked, date }: Props) {
  const id = useId();
  const labels = useLabels(memberLabels);
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => adoptStyles(box.current, 'product-members', memberStyles), []);
  return (
    <div ref={box}>
      <Members {...{ members, chosen, onChoose, onRetry, locked, labels, date, id }} />
    </div>
  );
}

function Members({ members, chosen, onChoose, onRetry, locked, labels, date, id }: Props & { id: string; labels: MemberLabels }) {
  const list: readonly MemberView[] = members.status === 'off' ? [] : members.list;
  if (locked) {
    const member = list.find((candidate) => candidate.id === chosen);
    return (
      <div className="rw-field">
        <span className="rw-label">{labels['member.legend']}</span>
        <p className="rw-member__locked">{member ? formatLabel(labels['member.locked'], { name: member.name }) : <Spinner label={labels['member.loading']} />}</p>
        <p className="rw-hint">{labels['product.locked']}</p>
      </div>
    );
  }
  return (
    <fieldset className="rw-field" aria-busy={members.status === 'loading' || undefined}>
      <legend>{labels['member.legend']}</legend>
      {members.status === 'loading' && list.length === 0 && <Spinner label={labels['member.loading']} />}
      {members.status === 'error' && <ErrorNotice title={labels['member.loadError']} error={members.error} onRetry={onRetry} />}
      {members.status === 'ready' && list.length === 0 && <p className="rw-hint">{labels['member.empty']}</p>}
      {members.status === 'ready' && list.length > 0 && list.every((member) => member.block !== null) && <p className="rw-hint" role="status">{labels['member.none']}</p>}
      <div className="rw-members">
        {list.map((member) => {
          const reasonId = `${id}-${member.id}`;
          return (
            <label key={member.id} className={`rw-member${member.block ? ' rw-member--blocked' : ''}`}>
              <input
                type="radio"
                name={`${id}-member`}
                value={member.id}
                checked={chosen === member.id}
                disabled={member.block !== null}
                aria-describedby={member.block ? reasonId : undefined}
                onChange={() => onChoose(member.id)}
              />
              {member.photoUrl ? (
                <img className="rw-member__photo" src={member.photoUrl} alt={formatLabel(labels['member.photo'], { name: member.name })} />
              ) : (
                <span className="rw-member__initials" aria-hidden="true">
                  {initials(member.name)}
                </span>
              )}
              <span className="rw-member__text">
                <span>
                  {member.name} {member.me && labels['member.me']}
                </span>
                {member.age && <span className="rw-member__reason">{member.age}</span>}
                {member.block && (
                  <span className="rw-member__reason" id={reasonId}>
                    {blockText(member.block, labels, date)}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
