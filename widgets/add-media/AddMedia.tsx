import { Suspense, lazy } from 'react';
import { useStore } from '@nanostores/react';
import type { IslandProps } from '../../src/island/define-widget.tsx';
import { $user } from '../../src/stores/user.ts';
import { Spinner } from '../../src/ui/Spinner.tsx';
import { useLabels } from '../../src/ui/use-labels.ts';
import { AddMediaForm } from './AddMediaForm.tsx';
import { mediaLabels } from './labels.ts';

// The checkout's media selection is a chunk of its own: the form alone is what most pages show.
const MediaSelection = lazy(() => import('./MediaSelection.tsx'));

export interface AddMediaProps extends IslandProps {
  /** The member the card is for. */
  contactId?: number | undefined;
  /** `form` (the add media card form) or `checkout` (a media choice for each member who needs one). */
  mode?: string | undefined;
}

/** `<resort-add-media>`: signed-in customers only. */
export function AddMedia({ contactId, mode = 'form' }: AddMediaProps) {
  const labels = useLabels(mediaLabels);
  const user = useStore($user);
  if (!user.signedIn) return <p className="rw-media__muted">{labels['media.signedOut']}</p>;
  if (mode === 'checkout') {
    return (
      <Suspense fallback={<Spinner label={labels['common.loading']} />}>
        <MediaSelection labels={labels} />
      </Suspense>
    );
  }
  if (contactId === undefined || !Number.isInteger(contactId) || contactId < 1) return <p className="rw-media__muted">{labels['media.noMember']}</p>;
  return <AddMediaForm contactId={contactId} labels={labels} />;
}
