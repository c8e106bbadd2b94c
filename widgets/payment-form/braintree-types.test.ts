import { describe, expect, it } from 'vitest';
import type * as client from 'braintree-web/client';
import type * as hostedFields from 'braintree-web/hosted-fields';
import type { BraintreeClient, HostedFields, HostedFieldsState, HostedFieldsTokenizePayload } from './braintree-types.ts';
import { inProcessBraintree } from '../../examples/braintree-double/in-process.ts';

describe("Braintree's interface as the payment form sees it", () => {
  it('is met by the published types of braintree-web (checked when the types are compiled)', () => {
    // Each line fails to compile when braintree-web's types no longer give what the form uses.
    const fields = (published: hostedFields.HostedFields): HostedFields => published;
    const payload = (published: hostedFields.HostedFieldsTokenizePayload): HostedFieldsTokenizePayload => published;
    const state = (published: hostedFields.HostedFieldsEvent): HostedFieldsState => published;
    const created = (published: typeof client.create): ((options: { authorization: string }) => Promise<BraintreeClient>) => published;
    expect([fields, payload, state, created].every((check) => typeof check === 'function')).toBe(true);
  });

  it('is what the double offers', async () => {
    const braintree = inProcessBraintree();
    expect(typeof braintree.client.create).toBe('function');
    expect(typeof braintree.hostedFields.create).toBe('function');
    await expect(braintree.client.create({ authorization: 'not a client token' })).rejects.toMatchObject({ name: 'BraintreeError', code: 'CLIENT_INVALID_AUTHORIZATION', type: 'MERCHANT' });
  });
});
