// @vitest-environment node
import { refused, type ApiError } from '../api/errors.ts';
import { commonLabels } from './common-labels.ts';
import { userMessage } from './error-text.ts';

const labels = commonLabels;

describe('userMessage: what the user is told when a call fails', () => {
  it("shows the store's message when it refused with success: false", () => {
    expect(userMessage(refused('Phone number is required.'), labels)).toBe('Phone number is required.');
  });

  it("shows the store's message when it refused with a 4xx", () => {
    const error: ApiError = { kind: 'http', status: 409, message: 'HTTP 409', serverMessage: 'Already signed.' };
    expect(userMessage(error, labels)).toBe('Already signed.');
  });

  it('says the store could not complete the request when a refusal has no message', () => {
    expect(userMessage(refused(''), labels)).toBe(labels['error.server']);
    expect(userMessage({ kind: 'http', status: 400, message: 'HTTP 400' }, labels)).toBe(labels['error.server']);
  });

  it("never shows a shopper a server error's text", () => {
    const error: ApiError = { kind: 'http', status: 500, message: 'HTTP 500', serverMessage: 'relation "x" does not exist' };
    expect(userMessage(error, labels)).toBe(labels['error.server']);
  });

  it("shows staff the server's message on a server error", () => {
    const error: ApiError = { kind: 'http', status: 500, message: 'HTTP 500', serverMessage: 'ERROR: card declined' };
    expect(userMessage(error, labels, { showServerErrors: true })).toBe('ERROR: card declined');
  });

  it.each<[ApiError['kind'], keyof typeof labels]>([
    ['network', 'error.network'],
    ['timeout', 'error.timeout'],
    ['invalid-response', 'error.invalidResponse'],
  ])('says what went wrong for a %s failure', (kind, key) => {
    expect(userMessage({ kind, message: 'x' }, labels)).toBe(labels[key]);
  });
});
