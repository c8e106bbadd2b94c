import { Suspense, lazy, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { IslandProps } from '../../src/island/define-widget.tsx';
import type { Member } from '../../src/api/household-schemas.ts';
import { formatLabel } from '../../src/core/labels.ts';
import { BUS_SOURCE, emit } from '../../src/events/bus.ts';
import { $settings } from '../../src/stores/settings.ts';
import { $user } from '../../src/stores/user.ts';
import { ErrorNotice } from '../../src/ui/ErrorNotice.tsx';
import { ShowMoreButton, useShowMore } from '../../src/ui/ShowMore.tsx';
import { Spinner } from '../../src/ui/Spinner.tsx';
import { Tabs } from '../../src/ui/Tabs.tsx';
import { useLabels } from '../../src/ui/use-labels.ts';
import { $household, reloadHousehold } from './household-store.ts';
import { memberLabels, type MemberLabels } from './labels.ts';
import { MemberAvatar } from './MemberAvatar.tsx';
import { cardNumbers, displayName } from './member-rules.ts';
import { Toast, type ToastMessage } from './Toast.tsx';
import { loadPhotoDialog } from './load-photo-dialog.tsx';
import { useIslandStart } from '../../src/ui/island-start.ts';

// What the panel shows only when asked (a form, a dialog, the stats) loads then: the list is what
// every page with the panel needs at once. The photo editor brings its cropper.
const PhotoDialog = lazy(loadPhotoDialog);
const AddMemberForm = lazy(() => import('./AddMemberForm.tsx').then((module) => ({ default: module.AddMemberForm })));
const BirthdateDialog = lazy(() => import('./BirthdateDialog.tsx').then((module) => ({ default: module.BirthdateDialog })));
const MediaDialog = lazy(() => import('./MediaDialog.tsx').then((module) => ({ default: module.MediaDialog })));
const MemberStats = lazy(() => import('./MemberStats.tsx').then((module) => ({ default: module.MemberStats })));

/** A dialog's state: closed until first opened, then kept in the page so the browser returns focus on closing. */
function useDialog() {
  const [member, setMember] = useState<Member | null>(null);
  const [opened, setOpened] = useState(false);
  const open = useCallback((next: Member) => {
    setOpened(true);
    setMember(next);
  }, []);
  const close = useCallback(() => setMember(null), []);
  return { member, opened, open, close };
}

export interface GroupMembersProps extends IslandProps {
  /** New Photo on each member. */
  editPhotos?: boolean | undefined;
  /** Add Media on each member. */
  addMedia?: boolean | undefined;
  /** The Add New Group Member tab and Add BirthDate. */
  editMembers?: boolean | undefined;
  /** Selection mode: a checkbox per member; the choice goes out as `resort:members:selected`. */
  selectMembers?: boolean | undefined;
  /** Uploader limits. */
  maxFileMb?: number | undefined;
  minPixels?: number | undefined;
}

type Tab = 'group' | 'add';

/** `<resort-group-members>`: Your Group and Add New Group Member. Signed-in customers only. */
export function GroupMembers(props: GroupMembersProps) {
  const labels = useLabels(memberLabels);
  const user = useStore($user);
  if (!user.signedIn) return <p className="rw-members__muted">{labels['members.signedOut']}</p>;
  return <Household {...props} labels={labels} />;
}

function Household({ editPhotos = false, addMedia = false, editMembers = false, selectMembers = false, maxFileMb, minPixels, labels }: GroupMembersProps & { labels: MemberLabels }) {
  const household = useStore($household);
  useIslandStart(household.status === 'ready' || household.members.length > 0 ? 'ready' : household.status === 'error' ? 'failed' : 'loading');
  const [tab, setTab] = useState<Tab>('group');
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const birthdate = useDialog();
  const photo = useDialog();
  const media = useDialog();
  const [selected, setSelected] = useState<readonly number[]>([]);
  const [focusMember, setFocusMember] = useState<number | null>(null);
  const toastId = useRef(0);
  const say = useCallback((text: string, tone: ToastMessage['tone']) => setToast({ id: ++toastId.current, text, tone }), []);
  const dismiss = useCallback(() => setToast(null), []);

  const tabs = editMembers
    ? [
        { key: 'group' as const, label: labels['members.yourGroup'] },
        { key: 'add' as const, label: labels['members.addTab'] },
      ]
    : [{ key: 'group' as const, label: labels['members.yourGroup'] }];

  const toggle = (member: Member, checked: boolean) => {
    const next = checked ? [...selected, member.ContactInfoId] : selected.filter((id) => id !== member.ContactInfoId);
    setSelected(next);
    emit('resort:members:selected', { members: household.members.filter((entry) => next.includes(entry.ContactInfoId)), source: BUS_SOURCE });
  };

  return (
    <div className="rw-members">
      <Toast toast={toast} dismissLabel={labels['members.dismiss']} onDismiss={dismiss} floating={birthdate.member !== null || photo.member !== null || media.member !== null} />
      <Tabs
        label={labels['members.tabs']}
        tabs={tabs}
        selected={tab}
        onSelect={(next) => {
          // A message about the last action ends with the next one.
          setToast(null);
          setTab(next);
        }}
      >
        {tab === 'group' ? (
          <MemberList
            state={household}
            labels={labels}
            focusMember={focusMember}
            onFocused={() => setFocusMember(null)}
            actions={{
              photo: editPhotos ? photo.open : null,
              media: addMedia ? media.open : null,
              birthdate: editMembers ? birthdate.open : null,
              select: selectMembers ? toggle : null,
            }}
            selected={selected}
          />
        ) : (
          <Suspense fallback={<Spinner label={labels['common.loading']} />}>
            <AddMemberForm
              labels={labels}
              onAdded={(contactId, name) => {
                say(formatLabel(labels['members.added'], { name }), 'success');
                setFocusMember(contactId);
                setTab('group');
              }}
            />
          </Suspense>
        )}
      </Tabs>
      <Suspense fallback={<Spinner label={labels['common.loading']} />}>
        {birthdate.opened && (
          <BirthdateDialog
            member={birthdate.member}
            labels={labels}
            onClose={birthdate.close}
            onDone={(ok, member) => say(ok ? labels['members.birthdaySet'] : formatLabel(labels['members.birthdayFailed'], { name: displayName(member) }), ok ? 'success' : 'error')}
          />
        )}
        {media.opened && <MediaDialog member={media.member} labels={labels} onClose={media.close} />}
        {photo.opened && <PhotoDialog member={photo.member} labels={labels} maxFileMb={maxFileMb} minPixels={minPixels} onClose={photo.close} />}
      </Suspense>
      {household.status === 'error' && household.members.length > 0 && (
        <ErrorNotice title={labels['members.loadFailed']} error={household.error} onRetry={() => void reloadHousehold(true)} />
      )}
    </div>
  );
}

interface ListProps {
  state: ReturnType<typeof $household.get>;
  labels: MemberLabels;
  focusMember: number | null;
  onFocused: () => void;
  actions: {
    photo: ((member: Member) => void) | null;
    media: ((member: Member) => void) | null;
    birthdate: ((member: Member) => void) | null;
    select: ((member: Member, checked: boolean) => void) | null;
  };
  selected: readonly number[];
}

/**
 * Members drawn at first, and how many more each "Show N more" adds: a household fits in one step;
 * an answer of ten thousand would block the page for seconds.
 */
export const MEMBERS_STEP = 20;

function MemberList({ state, labels, focusMember, onFocused, actions, selected }: ListProps) {
  const settings = useStore($settings).CustomerSettings;
  const [statsOpen, setStatsOpen] = useState<number | null>(null);
  const base = useId();
  const { visible, hidden, showMore, showAtLeast } = useShowMore(state.members, MEMBERS_STEP);
  // A member just added (focused next) is never behind "Show more".
  useEffect(() => {
    if (focusMember !== null) showAtLeast(state.members.findIndex((member) => member.ContactInfoId === focusMember) + 1);
  }, [focusMember, state.members, showAtLeast]);
  if (state.members.length === 0) {
    if (state.status === 'loading') return <Spinner label={labels['common.loading']} />;
    if (state.status === 'error') return <ErrorNotice title={labels['members.loadFailed']} error={state.error} onRetry={() => void reloadHousehold(true)} />;
    return (
      <>
        <p className="rw-members__muted">{labels['members.empty']}</p>
        <UnreadableNote count={state.unreadable} labels={labels} />
      </>
    );
  }
  return (
    <>
    <ul className="rw-members__list">
      {visible.map((member) => {
        const name = displayName(member);
        const numbers = cardNumbers(member, settings);
        const statsId = `${base}-stats-${member.ContactInfoId}`;
        return (
          <li key={member.ContactInfoId} className="rw-member">
            <div className="rw-member__main">
              <MemberAvatar member={member} photoLabel={formatLabel(labels['members.photoOf'], { name })} />
              <div className="rw-member__text">
                <h3
                  className="rw-member__name"
                  tabIndex={-1}
                  ref={(element) => {
                    if (element && focusMember === member.ContactInfoId) {
                      element.focus();
                      onFocused();
                    }
                  }}
                >
                  {name}
                </h3>
                {member.DateOfBirth ? (
                  <p className="rw-member__age">{member.AgeDescription}</p>
                ) : (
                  <p className="rw-member__missing">{labels['members.missingBirthdate']}</p>
                )}
                {numbers.pass && <p className="rw-member__number">{formatLabel(labels['members.pass'], { number: numbers.pass })}</p>}
                {numbers.media && <p className="rw-member__number">{formatLabel(labels['members.media'], { number: numbers.media })}</p>}
              </div>
              {actions.select && (
                <label className="rw-member__select">
                  <input type="checkbox" checked={selected.includes(member.ContactInfoId)} onChange={(event) => actions.select?.(member, event.target.checked)} />
                  <span className="rw-visually-hidden">{formatLabel(labels['members.select'], { name })}</span>
                </label>
              )}
            </div>
            <div className="rw-member__actions">
              {actions.photo && (
                <button type="button" className="rw-button rw-button--secondary" aria-label={`${labels['members.newPhoto']}, ${name}`} onClick={() => actions.photo?.(member)}>
                  {labels['members.newPhoto']}
                </button>
              )}
              {actions.media && (
                <button type="button" className="rw-button rw-button--secondary" aria-label={`${labels['members.addMedia']}, ${name}`} onClick={() => actions.media?.(member)}>
                  {labels['members.addMedia']}
                </button>
              )}
              {actions.birthdate && !member.DateOfBirth && (
                <button type="button" className="rw-button rw-button--secondary" aria-label={`${labels['members.addBirthdate']}, ${name}`} onClick={() => actions.birthdate?.(member)}>
                  {labels['members.addBirthdate']}
                </button>
              )}
              <button
                type="button"
                className="rw-button rw-button--link"
                aria-expanded={statsOpen === member.ContactInfoId}
                aria-controls={statsOpen === member.ContactInfoId ? statsId : undefined}
                aria-label={formatLabel(labels['members.statsOf'], { name })}
                onClick={() => setStatsOpen(statsOpen === member.ContactInfoId ? null : member.ContactInfoId)}
              >
                {labels['members.stats']}
              </button>
            </div>
            {statsOpen === member.ContactInfoId && (
              <div id={statsId}>
                <Suspense fallback={<Spinner label={labels['common.loading']} />}>
                  <MemberStats contactId={member.ContactInfoId} labels={labels} />
                </Suspense>
              </div>
            )}
          </li>
        );
      })}
    </ul>
    <ShowMoreButton hidden={hidden} step={MEMBERS_STEP} onClick={showMore} />
    <UnreadableNote count={state.unreadable} labels={labels} />
    </>
  );
}

/** Members the store sent that could not be read are left out; the shopper is told how many. */
function UnreadableNote({ count, labels }: { count: number; labels: MemberLabels }) {
  return count > 0 ? <p className="rw-members__muted">{formatLabel(labels['members.unreadable'], { count })}</p> : null;
}
