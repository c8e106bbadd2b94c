/**
 * The checkout's media selection: for each member whose cart items need a media card, Purchase a
 * new card or Reload the card they have (Reload only when they have one: otherwise the add media
 * form adds it, through the checkout's fast flow, and chooses Reload). A choice is saved at once
 * by the call `mediaChoiceCall` names; the store keeps one per member. A choice can be cleared,
 * and with two or more, all of them at once.
 */
import { useCallback, useEffect, useId, useState } from 'react';
import type { MediaOption, MediaRequirements } from '../../src/api/household-schemas.ts';
import type { ApiError, ApiResult } from '../../src/api/errors.ts';
import { formatLabel } from '../../src/core/labels.ts';
import { on } from '../../src/events/bus.ts';
import { ErrorNotice } from '../../src/ui/ErrorNotice.tsx';
import { ShowMoreButton, useShowMore } from '../../src/ui/ShowMore.tsx';
import { Spinner } from '../../src/ui/Spinner.tsx';
import { useResource } from '../../src/ui/use-resource.ts';
import { AddMediaForm } from './AddMediaForm.tsx';
import type { MediaLabels } from './labels.ts';
import { addMediaAssignment, deleteMediaAssignment, loadMediaRequirements, updateMediaAssignments } from './api.ts';
import { mediaChoiceCall, withMediaSelection } from './media-rules.ts';

/**
 * Members drawn at first, and how many more each "Show N more" adds: a household's members fit;
 * a broken answer of ten thousand would freeze the checkout for seconds.
 */
export const MEDIA_MEMBERS_STEP = 20;
const NO_MEMBERS: MediaRequirements['Members'] = [];

export default function MediaSelection({ labels }: { labels: MediaLabels }) {
  const load = useCallback(() => loadMediaRequirements(), []);
  const requirements = useResource(load);
  const [adding, setAdding] = useState<number | null>(null);
  const [saving, setSaving] = useState<number | 'all' | null>(null);
  const [saveError, setSaveError] = useState<ApiError | null>(null);
  const base = useId();
  const { reload, set } = requirements;
  const { visible, hidden, showMore } = useShowMore(requirements.data?.Members ?? NO_MEMBERS, MEDIA_MEMBERS_STEP);

  // A card added anywhere on the page (the household panel too) makes Reload possible.
  useEffect(() => on('resort:media:added', () => reload()), [reload]);
  useEffect(() => on('resort:media:cancel', () => setAdding(null)), []);

  /** Sends the call that makes the member's choice `option` (null: none); the store's answer is the truth. */
  async function choose(data: MediaRequirements, contactId: number, option: MediaOption | null) {
    const current = data.Members.find((member) => member.ContactId === contactId)?.MediaOption ?? null;
    const call = mediaChoiceCall(current, option);
    if (call === null) return;
    setSaving(contactId);
    setSaveError(null);
    // Shown as chosen at once.
    set({ Members: data.Members.map((member) => (member.ContactId === contactId ? { ...member, MediaOption: option } : member)) });
    let result;
    if (call === 'add') result = await addMediaAssignment(contactId);
    else if (call === 'delete') result = await deleteMediaAssignment(contactId, false);
    else {
      const choices = data.Members.flatMap((member) => (member.MediaOption ? [{ ContactId: member.ContactId, MediaOption: member.MediaOption }] : []));
      result = await updateMediaAssignments(withMediaSelection(choices, { ContactId: contactId, MediaOption: option }).filter((entry) => entry.ContactId === contactId));
    }
    settle(data, result);
  }

  async function clearAll(data: MediaRequirements, contactId: number) {
    setSaving('all');
    setSaveError(null);
    set({ Members: data.Members.map((member) => ({ ...member, MediaOption: null })) });
    settle(data, await deleteMediaAssignment(contactId, true));
  }

  function settle(before: MediaRequirements, result: ApiResult<MediaRequirements>) {
    setSaving(null);
    if (result.ok) set(result.data);
    else {
      setSaveError(result.error);
      set(before);
    }
  }

  if (!requirements.data) {
    if (requirements.status === 'error') return <ErrorNotice title={labels['media.loadFailed']} error={requirements.error} onRetry={reload} />;
    return <Spinner label={labels['common.loading']} />;
  }
  const data = requirements.data;
  if (data.Members.length === 0) return <p className="rw-media__muted">{labels['media.none']}</p>;
  const chosen = data.Members.filter((member) => member.MediaOption !== null);
  return (
    <div className="rw-media__selection" aria-busy={saving === 'all' || undefined}>
      <p className="rw-media__intro">{labels['media.selectionIntro']}</p>
      {saveError && <ErrorNotice title={labels['media.saveFailed']} error={saveError} />}
      {visible.map((member) => {
        const name = `${base}-${member.ContactId}`;
        return (
          <fieldset key={member.ContactId} className="rw-media__member" aria-busy={saving === member.ContactId || undefined}>
            <legend className="rw-label">{formatLabel(labels['media.for'], { name: member.Fullname, products: member.ProductNames.join(', ') })}</legend>
            <label className="rw-media__choice">
              <input type="radio" name={name} checked={member.MediaOption === 'Purchase'} onChange={() => void choose(data, member.ContactId, 'Purchase')} />
              {labels['media.purchase']}
            </label>
            <label className="rw-media__choice">
              <input type="radio" name={name} checked={member.MediaOption === 'Reload'} disabled={member.MediaNumber === null} onChange={() => void choose(data, member.ContactId, 'Reload')} />
              {member.MediaNumber ? formatLabel(labels['media.reload'], { number: member.MediaNumber }) : labels['media.reloadNoCard']}
            </label>
            {member.MediaOption !== null && (
              <button type="button" className="rw-button rw-button--link" onClick={() => void choose(data, member.ContactId, null)}>
                {formatLabel(labels['media.clear'], { name: member.Fullname })}
              </button>
            )}
            {member.MediaNumber === null &&
              (adding === member.ContactId ? (
                <AddMediaForm contactId={member.ContactId} labels={labels} onCheckoutAdded={set} />
              ) : (
                <button type="button" className="rw-button rw-button--link" onClick={() => setAdding(member.ContactId)}>
                  {labels['media.addCard']}
                </button>
              ))}
          </fieldset>
        );
      })}
      <ShowMoreButton hidden={hidden} step={MEDIA_MEMBERS_STEP} onClick={showMore} />
      {chosen.length > 1 && (
        <button type="button" className="rw-button rw-button--secondary" onClick={() => void clearAll(data, chosen[0]!.ContactId)}>
          {labels['media.clearAll']}
        </button>
      )}
    </div>
  );
}
