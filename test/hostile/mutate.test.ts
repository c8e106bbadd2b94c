import fc from 'fast-check';
import { NOT_DATES, hostileAnswer, pathsOf, type Json } from './mutate.ts';

const valid: Json = { Items: [{ Id: 1, Name: 'Pass' }], Total: 10 };

describe('hostile answers', () => {
  it('reach every place of the answer', () => {
    expect(pathsOf(valid).map((path) => path.join('.'))).toEqual(['', 'Items', 'Items.0', 'Items.0.Id', 'Items.0.Name', 'Total']);
  });

  it('are never the valid answer itself', () => {
    fc.assert(
      fc.property(hostileAnswer(valid), ({ body }) => body !== JSON.stringify(valid)),
      { seed: 1, numRuns: 300 },
    );
  });

  it('include bodies JSON cannot parse and lists of ten thousand', () => {
    const samples = fc.sample(hostileAnswer(valid), { seed: 7, numRuns: 600 });
    expect(samples.some(({ body }) => body.includes('NaN'))).toBe(true);
    expect(samples.some(({ body }) => {
      try {
        const parsed = JSON.parse(body) as { Items?: unknown };
        return Array.isArray(parsed.Items) && parsed.Items.length === 10_000;
      } catch {
        return false;
      }
    })).toBe(true);
  });

  it('break date fields with text that is not a date, in every form', () => {
    const dated: Json = { Items: [{ Id: 1, Date: '2026-01-05' }], Created: '2026-01-04T08:00:00Z' };
    const samples = fc.sample(hostileAnswer(dated), { seed: 7, numRuns: 400 });
    for (const notDate of NOT_DATES) {
      expect(samples.some(({ body }) => body.includes(`"Date":${JSON.stringify(notDate)}`) || body.includes(`"Created":${JSON.stringify(notDate)}`))).toBe(true);
    }
  });
});
