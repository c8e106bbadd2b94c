import * as z from 'zod/mini';
import { dateString, dateTimeString, droppedFrom, listDropping, readDate } from './schema-parts.ts';

describe('dateString', () => {
  it.each([
    ['2027-01-09', '2027-01-09'],
    ['2027-01-09T00:00:00', '2027-01-09'],
    ['2027-01-09T08:30:00.000Z', '2027-01-09'],
    ['2027-01-09 08:30:00+01:00', '2027-01-09'],
    [' 2028-02-29 ', '2028-02-29'],
  ])('reads %j as %j', (input, date) => {
    expect(z.parse(dateString, input)).toBe(date);
  });

  it.each(['', ' ', 'Infinity', 'NaN', 'null', '<img src=x onerror=alert(1)>', '2027-02-30', '2027-13-01', '2027-1-9', '1/9/2027', '2027-01-09<b>', '2027-01-09T25:00', '2027-01-09x'.repeat(3), 'x'.repeat(100_000)])(
    'refuses %j',
    (input) => {
      expect(z.safeParse(dateString, input).success).toBe(false);
    },
  );

  it('refuses what is not text', () => {
    for (const input of [null, 0, Infinity, {}, []]) expect(z.safeParse(dateString, input).success).toBe(false);
  });
});

describe('dateTimeString', () => {
  it('keeps a date-time as the store wrote it and refuses one that is not a date', () => {
    expect(z.parse(dateTimeString, ' 2026-11-20T14:05:00Z ')).toBe('2026-11-20T14:05:00Z');
    expect(z.safeParse(dateTimeString, 'Infinity').success).toBe(false);
    expect(readDate('2026-11-20T14:05:00Z')).toBe('2026-11-20');
  });
});

describe('listDropping', () => {
  const people = listDropping(z.object({ Name: z.string(), Born: dateString }), 'people');

  it('leaves out the entries that do not parse, counts them and says so, and keeps the rest in order', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const list = z.parse(people, [{ Name: 'Alex', Born: '1990-04-02' }, { Name: 'Sam', Born: 'Infinity' }, null, { Name: 'Jordan', Born: '1992-06-30T00:00:00' }]);
    expect(list).toEqual([
      { Name: 'Alex', Born: '1990-04-02' },
      { Name: 'Jordan', Born: '1992-06-30' },
    ]);
    expect(droppedFrom(list)).toBe(2);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('2 of 4 people'));
  });

  it('drops nothing from a good list, and still refuses an answer that is not a list', () => {
    const list = z.parse(people, [{ Name: 'Alex', Born: '1990-04-02' }]);
    expect(droppedFrom(list)).toBe(0);
    expect(z.safeParse(people, { Name: 'Alex' }).success).toBe(false);
    expect(z.safeParse(people, 'Infinity').success).toBe(false);
  });
});
