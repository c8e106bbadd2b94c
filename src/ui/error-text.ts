import type { ApiError } from '../api/errors.ts';
import type { Labels } from '../core/labels.ts';
import type { commonLabels } from './common-labels.ts';

/** The user-facing sentence for a failed call (never the developer message). */
type ErrorLabelKey = 'error.network' | 'error.timeout' | 'error.invalidResponse' | 'error.server';

/** Any widget's labels that carry the four error sentences (see `commonLabels`). */
export function errorText(error: ApiError, labels: Pick<Labels<typeof commonLabels>, ErrorLabelKey>): string {
  switch (error.kind) {
    case 'network':
      return labels['error.network'];
    case 'timeout':
      return labels['error.timeout'];
    case 'invalid-response':
      return labels['error.invalidResponse'];
    case 'http':
      return labels['error.server'];
  }
}
