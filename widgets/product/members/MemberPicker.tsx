/**
 * Who the product is for (`[Assigned To]`): the household members with photo and name; those who
 * cannot have it are disabled with the reason. (Signed out, the product shows a sign-in prompt instead.)
 */
import { Fragment, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../src/ui/ConfirmDialog.tsx';
import { ShowMoreButton, useShowMore } from '../../../src/ui/ShowMore.tsx';
import { userMessage } from '../../../src/ui/error-text.ts';
import { cancelReservation } from './api.ts';
import type { Reservation } from './member-schemas.ts';
import { adoptStyles } from '../../../src/ui/adopt-styles.ts';
import { memberStyles } from '../styles/members.ts';
import { formatLabel } from '../../../src/core/labels.ts';
import { ErrorNotice } from '../../../src/ui/ErrorNotice.tsx';
import { Spinner } from '../../../src/ui/Spinner.tsx';
import { memberLabels, type MemberLabels } from './member-labels.ts';
import { useLabels } from '../../../src/ui/use-labels.ts';
import type { MemberBlock, MemberView } from './member-rules.ts';
import type { MembersState } from '../use-selection.ts';

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
  /** Right after an add: the product says why no one else can have another, so the list does not. */
  afterAdd?: boolean;
  chosen: number | null;
  onChoose: (id: number) => void;
  onRetry: () => void;
  locked: boolean;
  date: (iso: string) => string;
  /** A reservation product: members' reservations are listed, and one bought can be cancelled. */
  reservations?: { productId: number; onChanged: () => void } | null;
}

export default function MemberPicker({ members, afterAdd = false, chosen, onChoose, onRetry, locked, date, reservations = null }: Props) {
  const id = useId();
  const labels = useLabels(memberLabels);
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => adoptStyles(box.current, 'product-members', memberStyles), []);
  return (
    <div ref={box}>
      <Members {...{ members, afterAdd, chosen, onChoose, onRetry, locked, labels, date, id }} />
      {reservations && members.status !== 'off' && <Reservations list={members.list} labels={labels} date={date} {...reservations} />}
    </div>
  );
}

/**
 * Members (and reservations) drawn at first, and how many more each "Show N more" adds: a
 * household fits in one step; an answer of ten thousand would block the page for seconds.
 */
export const MEMBERS_STEP = 20;
const NO_MEMBERS: readonly MemberView[] = [];

function Members({ members, afterAdd, chosen, onChoose, onRetry, locked, labels, date, id }: Props & { id: string; labels: MemberLabels }) {
  const list: readonly MemberView[] = members.status === 'off' ? NO_MEMBERS : members.list;
  const { visible, hidden, showMore, showAtLeast } = useShowMore(list, MEMBERS_STEP);
  // The chosen member is never behind "Show more".
  useEffect(() => {
    if (chosen !== null) showAtLeast(list.findIndex((member) => member.id === chosen) + 1);
  }, [chosen, list, showAtLeast]);
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
      {!afterAdd && members.status === 'ready' && list.length > 0 && list.every((member) => member.block !== null) && <p className="rw-hint" role="status">{labels['member.none']}</p>}
      <div className="rw-members">
        {visible.map((member) => {
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
      <ShowMoreButton hidden={hidden} step={MEMBERS_STEP} onClick={showMore} />
    </fieldset>
  );
}

interface ReservationsProps {
  list: readonly MemberView[];
  labels: MemberLabels;
  date: (iso: string) => string;
  productId: number;
  onChanged: () => void;
}

type Pending = { member: MemberView; reservation: Reservation };

/**
 * The members' reservations of this product, which count against its maximum. One bought on an
 * order can be cancelled, after asking; the button keeps the focus while the store answers.
 */
function Reservations({ list, labels, date, productId, onChanged }: ReservationsProps) {
  const [asking, setAsking] = useState<Pending | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const held = useMemo(() => list.filter((member) => member.reservations.length > 0 || member.unreadable > 0), [list]);
  const shownHeld = useShowMore(held, MEMBERS_STEP);
  if (held.length === 0) return null;
  const keyOf = (reservation: Reservation) => `${reservation.TransactionID}/${reservation.TransactionLine}`;
  const day = (reservation: Reservation) => date(reservation.Date);

  async function cancel(pending: Pending) {
    setAsking(null);
    setBusy(keyOf(pending.reservation));
    setResult(null);
    const answer = await cancelReservation(productId, pending.reservation);
    setBusy(null);
    const names = { name: pending.member.name, date: day(pending.reservation) };
    if (answer.ok) {
      setResult({ ok: true, text: formatLabel(labels['member.cancelled'], names) });
      onChanged();
    } else {
      setResult({ ok: false, text: `${labels['member.cancelFailed']} ${userMessage(answer.error, labels)}` });
    }
  }

  return (
    <div className="rw-field rw-reservations">
      {shownHeld.visible.map((member) => (
        <Fragment key={member.id}>
        {member.unreadable > 0 && (
          <p className="rw-hint">{formatLabel(labels[member.unreadable === 1 ? 'member.unreadableOne' : 'member.unreadable'], { count: member.unreadable, name: member.name })}</p>
        )}
        {member.reservations.length > 0 && <ReservationList name={member.name} reservations={member.reservations} item={(reservation) => {
            const inCart = reservation.Source === 'cart';
            const key = keyOf(reservation);
            return (
              <li key={key} className="rw-reservations__item">
                <span>
                  {member.name}: {formatLabel(labels[inCart ? 'member.reservationInCart' : 'member.reservation'], { date: day(reservation) })}
                </span>
                {!inCart && (
                  <button
                    type="button"
                    className="rw-button rw-button--link"
                    aria-label={formatLabel(labels['member.cancelName'], { name: member.name, date: day(reservation) })}
                    aria-disabled={busy !== null || undefined}
                    onClick={() => busy === null && setAsking({ member, reservation })}
                  >
                    {busy === key ? labels['member.cancelling'] : labels['member.cancel']}
                  </button>
                )}
              </li>
            );
          }} />}
        </Fragment>
      ))}
      <ShowMoreButton hidden={shownHeld.hidden} step={MEMBERS_STEP} onClick={shownHeld.showMore} />
      <div role="status" aria-live="polite">
        {result?.ok && <p className="rw-hint">{result.text}</p>}
      </div>
      {result && !result.ok && (
        <p className="rw-alert" role="alert">
          {result.text}
        </p>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={labels['member.cancelTitle']}
        message={asking ? formatLabel(labels['member.cancelMessage'], { name: asking.member.name, date: day(asking.reservation) }) : ''}
        confirmLabel={labels['member.cancel']}
        cancelLabel={labels['member.keep']}
        onConfirm={() => asking && void cancel(asking)}
        onCancel={() => setAsking(null)}
      />
    </div>
  );
}

/** One member's reservations, `MEMBERS_STEP` at a time. */
function ReservationList({ name, reservations, item }: { name: string; reservations: readonly Reservation[]; item: (reservation: Reservation) => ReactNode }) {
  const { visible, hidden, showMore } = useShowMore(reservations, MEMBERS_STEP);
  return (
    <>
      <ul className="rw-reservations__list" aria-label={name}>
        {visible.map(item)}
      </ul>
      <ShowMoreButton hidden={hidden} step={MEMBERS_STEP} onClick={showMore} />
    </>
  );
}
