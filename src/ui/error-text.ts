import { isRefusal, type ApiError } from '../api/errors.ts';
import type { Labels } from '../core/labels.ts';
import type { commonLabels } from './common-labels.ts';

/** The user-facing sentence for a failed call (never the developer message). */
type ErrorLabelKey = 'error.network' | 'error.timeout' | 'error.invalidResponse' | 'error.server';

/** Our sentence for the kind of failure, never the server's words (see `commonLabels`). */
export function errorText(error: ApiError, labels: Pick<Labels<typeof commonLabels>, ErrorLabelKey>): string {
  switch (error.kind) {
    case 'network':
      return labels['error.network'];
    case 'timeout':
      return labels['error.timeout'];
    case 'invalid-response':
      return labels['error.invalidResponse'];
    case 'http':
    case 'refused':
      return labels['error.server'];
  }
}

export interface UserMessageOptions {
  /**
   * Staff screens show the server's message on a server error (5xx) too: staff need the store's
   * own words ("ERROR: …") to act on them. Shoppers never see a 5xx's text.
   */
  showServerErrors?: boolean;
}

/**
 * What the user is told when a call fails — the rule every widget follows: when the store refused
 * the request and said why (a `success: false` answer, or a 4xx with a message), its message,
 * which names what to fix; otherwise our sentence for the kind of failure (a dropped network, a
 * timeout, an answer we could not read, a server error).
 */
export function userMessage(error: ApiError, labels: Pick<Labels<typeof commonLabels>, ErrorLabelKey>, options: UserMessageOptions = {}): string {
  const serverMessage = error.serverMessage?.trim();
  if (serverMessage && (isRefusal(error) || options.showServerErrors)) return serverMessage;
  return errorText(error, labels);
}
