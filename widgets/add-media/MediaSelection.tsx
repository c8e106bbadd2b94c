/**
 * The checkout's media selection: for each member whose cart items need a media card, Purchase a
 * new card or Reload the card they have (Reload only when they have one: otherwise the add media
 * form adds it first). A choice is saved at once; the store keeps one per member.
 */
import { useCallback, useEffect, useId, useState } from 'react';
import type { MediaOption, MediaRequirements } from '../../src/api/household-schemas.ts';
import type { ApiError } from '../../src/api/errors.ts';
import { formatLabel } from '../../src/core/labels.ts';
import { on } from '../../src/events/bus.ts';
import { ErrorNotice } from '../../src/ui/ErrorNotice.tsx';
import { ShowMoreButton, useShowMore } from '../../src/ui/ShowMore.tsx';
import { Spinner } from '../../src/ui/Spinner.tsx';
import { useResource } from '../../src/ui/use-resource.ts';
import { AddMediaForm } from './AddMediaForm.tsx';
import type { MediaLabels } from './labels.ts';
import { loadMediaRequirements, updateMediaAssignments } from './api.ts';
import { withMediaSelection } from './media-rules.ts';

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
  const [saving, setSaving] = useState<number | null>(null);
  const [saveError, setSaveError] = useState<ApiError | null>(null);
  const base = useId();
  const { reload, set } = requirements;
  const { visible, hidden, showMore } = useShowMore(requirements.data?.Members ?? NO_MEMBERS, MEDIA_MEMBERS_STEP);

  // A card added anywhere on the page (the household panel too) makes Reload possible.
  useEffect(() => on('resort:media:added', () => reload()), [reload]);
  useEffect(() => on('resort:media:cancel', () => setAdding(null)), []);

  async function choose(data: MediaRequirements, contactId: number, option: MediaOption) {
    const current = data.Members.flatMap((member) => (member.MediaOption ? [{ ContactId: member.ContactId, MediaOption: member.MediaOption }] : []));
    const selections = withMediaSelection(current, { ContactId: contactId, MediaOption: option }).filter((entry) => entry.ContactId === contactId);
    setSaving(contactId);
    setSaveError(null);
    // Shown as chosen at once; the store's answer is the truth.
    set({ Members: data.Members.map((member) => (member.ContactId === contactId ? { ...member, MediaOption: option } : member)) });
    const result = await updateMediaAssignments(selections);
    setSaving(null);
    if (result.ok) set(result.data);
    else {
      setSaveError(result.error);
      set(data);
    }
  }

  if (!requirements.data) {
    if (requirements.status === 'error') return <ErrorNotice title={labels['media.loadFailed']} error={requirements.error} onRetry={reload} />;
    return <Spinner label={labels['common.loading']} />;
  }
  const data = requirements.data;
  if (data.Members.length === 0) return <p className="rw-media__muted">{labels['media.none']}</p>;
  return (
    <div className="rw-media__selection">
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
            {member.MediaNumber === null &&
              (adding === member.ContactId ? (
                <AddMediaForm contactId={member.ContactId} labels={labels} onAdded={reload} />
              ) : (
                <button type="button" className="rw-button rw-button--link" onClick={() => setAdding(member.ContactId)}>
                  {labels['media.addCard']}
                </button>
              ))}
          </fieldset>
        );
      })}
      <ShowMoreButton hidden={hidden} step={MEDIA_MEMBERS_STEP} onClick={showMore} />
    </div>
  );
}
