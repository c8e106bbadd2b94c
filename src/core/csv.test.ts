// @vitest-environment node
import { csvField, csvFileName, csvRow, toCsv, CSV_BOM } from './csv.ts';

describe('CSV', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvField('Alex Morgan')).toBe('Alex Morgan');
    expect(csvField(12.5)).toBe('12.5');
    expect(csvField(0)).toBe('0');
    expect(csvField(true)).toBe('true');
  });

  it('writes nothing for missing values and numbers that are not finite', () => {
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(Number.NaN)).toBe('');
    expect(csvField(Infinity)).toBe('');
  });

  it('quotes a field with a comma, a quote or a line break, doubling the quotes', () => {
    expect(csvField('Morgan, Alex')).toBe('"Morgan, Alex"');
    expect(csvField('The "Summit" pass')).toBe('"The ""Summit"" pass"');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
  });

  it.each(['=1+1', '+1', '-2', '@SUM(A1)', '\tTab', '\rCR', '=HYPERLINK("http://evil.example","x")'])('keeps %j from running as a formula', (value) => {
    const field = csvField(value);
    expect(field.replace(/^"/, '').startsWith("'")).toBe(true);
  });

  it('leaves negative numbers alone: only text is guarded', () => {
    expect(csvField(-2)).toBe('-2');
  });

  it('ends each row with CRLF and starts the file with the byte-order mark and the headers', () => {
    expect(csvRow(['a', 1, null])).toBe('a,1,\r\n');
    const file = toCsv(
      [
        { header: 'Name', value: (row: { name: string; n: number }) => row.name },
        { header: 'Count', value: (row) => row.n },
      ],
      [{ name: 'Ann', n: 2 }],
    );
    expect(file).toBe(`${CSV_BOM}Name,Count\r\nAnn,2\r\n`);
  });

  it('names the file after what it holds and the day', () => {
    expect(csvFileName('Subscription Enrollments', '2026-03-10')).toBe('subscription-enrollments-2026-03-10.csv');
    expect(csvFileName('***', '2026-03-10')).toBe('export-2026-03-10.csv');
  });
});
