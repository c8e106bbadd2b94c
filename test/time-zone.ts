/**
 * Runs a describe block's tests with this process's clock in `zone` (an IANA name): the browser of
 * a shopper or an admin somewhere else than the resort. Node reads `TZ` again when it is set.
 */
export function inTimeZone(zone: string): void {
  let saved: string | undefined;
  beforeEach(() => {
    saved = process.env.TZ;
    process.env.TZ = zone;
  });
  afterEach(() => {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  });
}
