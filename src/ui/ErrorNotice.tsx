import type { ApiError } from '../api/errors.ts';
import { commonLabels } from './common-labels.ts';
import { useLabels } from './use-labels.ts';
import { userMessage } from './error-text.ts';
import { busyButton } from './busy-button.ts';

interface Props {
  /** What failed, in the widget's words (`Your cart could not be loaded.`). */
  title: string;
  error: ApiError;
  onRetry?: () => void;
  retrying?: boolean;
}

/** A failed call: what failed, why in plain words, and a Retry button. */
export function ErrorNotice({ title, error, onRetry, retrying = false }: Props) {
  const labels = useLabels(commonLabels);
  return (
    <div className="rw-alert" role="alert">
      <p>
        <strong>{title}</strong> {userMessage(error, labels)}
      </p>
      {onRetry && (
        <button type="button" className="rw-button rw-button--secondary" onClick={onRetry} {...busyButton(retrying)}>
          {labels['common.retry']}
        </button>
      )}
    </div>
  );
}
