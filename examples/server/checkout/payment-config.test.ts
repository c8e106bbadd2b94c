// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_APPLICATION_ID, SQUARE_DOUBLE_SCRIPT, paymentConfiguration } from './payment-config.ts';

describe('the payment configuration', () => {
  it('points the form at the Square double by default, without a billing address', () => {
    expect(paymentConfiguration({})).toMatchObject({ applicationId: DEMO_APPLICATION_ID, scriptSrc: SQUARE_DOUBLE_SCRIPT, requiresBillingAddress: false });
  });

  it('uses a Square application when its ids are given, with Square’s own script', () => {
    expect(paymentConfiguration({ SQUARE_APPLICATION_ID: 'sandbox-sq0idb-abc', SQUARE_LOCATION_ID: 'L1' })).toMatchObject({ applicationId: 'sandbox-sq0idb-abc', locationId: 'L1', scriptSrc: null });
  });

  it('asks for the billing address with REQUIRE_BILLING_ADDRESS=1 (or true, yes), and not for 0 or anything else', () => {
    expect(paymentConfiguration({ REQUIRE_BILLING_ADDRESS: '1' }).requiresBillingAddress).toBe(true);
    expect(paymentConfiguration({ REQUIRE_BILLING_ADDRESS: ' TRUE ' }).requiresBillingAddress).toBe(true);
    expect(paymentConfiguration({ REQUIRE_BILLING_ADDRESS: '0' }).requiresBillingAddress).toBe(false);
    expect(paymentConfiguration({ REQUIRE_BILLING_ADDRESS: 'maybe' }).requiresBillingAddress).toBe(false);
  });
});
