// @vitest-environment node
import { ADD_MEDIA_STATUS_MS, DEFAULT_MASK_LENGTH, applyMask, maskOf, mediaIdToSend, mediaNumberProblem, mediaChoiceCall, normalizeSelections, unmask, withMediaSelection } from './media-rules.ts';

describe('media number rules', () => {
  it(`takes ${DEFAULT_MASK_LENGTH} characters of any kind without a mask`, () => {
    const mask = maskOf('');
    expect(mask).toHaveLength(40);
    expect(applyMask('AB-12 cd', mask)).toBe('AB-12 cd');
    expect(applyMask('x'.repeat(41), mask)).toHaveLength(40);
  });

  it('writes the mask: digits into 9, letters into A, its own dashes and spaces', () => {
    const mask = maskOf('9999-9999');
    expect(applyMask('12345678', mask)).toBe('1234-5678');
    expect(applyMask('1234-5678', mask)).toBe('1234-5678');
    expect(applyMask('12ab34x5678', mask)).toBe('1234-5678');
    expect(applyMask('123456789', mask)).toBe('1234-5678');
    expect(applyMask('AB12', maskOf('AA 99'))).toBe('AB 12');
    expect(applyMask('1A', maskOf('AA 99'))).toBe('A');
  });

  it('sends the number without the mask’s literals, after the common media digits', () => {
    expect(unmask('1234-5678', '9999-9999')).toBe('12345678');
    expect(unmask(' AB 12 ', maskOf(''))).toBe('AB 12');
    expect(mediaIdToSend('12345678', '6001')).toBe('600112345678');
    expect(mediaIdToSend('12345678', '')).toBe('12345678');
  });

  it('requires a number, and digits only when the store says so', () => {
    expect(mediaNumberProblem('', false)).toBe('required');
    expect(mediaNumberProblem('   ', true)).toBe('required');
    expect(mediaNumberProblem('AB12', false)).toBeNull();
    expect(mediaNumberProblem('AB12', true)).toBe('numeric');
    expect(mediaNumberProblem('0012', true)).toBeNull();
  });

  it('counts the status down from 3 seconds', () => {
    expect(ADD_MEDIA_STATUS_MS).toBe(3000);
  });
});

describe('media selection rules', () => {
  it('keeps one entry per member: a new choice replaces the earlier one', () => {
    const first = withMediaSelection([], { ContactId: 7, MediaOption: 'Purchase' });
    const second = withMediaSelection(first, { ContactId: 8, MediaOption: 'Reload' });
    expect(withMediaSelection(second, { ContactId: 7, MediaOption: 'Reload' })).toEqual([
      { ContactId: 7, MediaOption: 'Reload' },
      { ContactId: 8, MediaOption: 'Reload' },
    ]);
  });

  it('stores only Purchase or Reload', () => {
    const list = [{ ContactId: 7, MediaOption: 'Purchase' as const }];
    expect(withMediaSelection(list, { ContactId: 7, MediaOption: 'Gift' })).toEqual(list);
    expect(withMediaSelection(list, { ContactId: 9, MediaOption: null })).toEqual(list);
    expect(normalizeSelections([{ ContactId: 1, MediaOption: 'purchase' }, { ContactId: 2, MediaOption: 'Reload' }, { ContactId: 2, MediaOption: 'Purchase' }])).toEqual([
      { ContactId: 2, MediaOption: 'Purchase' },
    ]);
  });
});

describe('the call a media choice makes', () => {
  it('adds a first Purchase, deletes a cleared choice, replaces the rest, and sends nothing for no change', () => {
    expect(mediaChoiceCall(null, 'Purchase')).toBe('add');
    expect(mediaChoiceCall(null, 'Reload')).toBe('update');
    expect(mediaChoiceCall('Reload', 'Purchase')).toBe('update');
    expect(mediaChoiceCall('Purchase', 'Reload')).toBe('update');
    expect(mediaChoiceCall('Purchase', null)).toBe('delete');
    expect(mediaChoiceCall('Reload', null)).toBe('delete');
    expect(mediaChoiceCall('Reload', 'Reload')).toBeNull();
    expect(mediaChoiceCall(null, null)).toBeNull();
  });
});
