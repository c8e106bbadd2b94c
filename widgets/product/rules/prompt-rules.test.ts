// @vitest-environment node
import { isReloadValue, readPrompt, valueLabel } from './prompt-rules.ts';

describe('prompt tags', () => {
  it('never shows a tag in the visible prompt', () => {
    expect(readPrompt('Start Date [Date] [Inline Calendar]').text).toBe('Start Date');
    expect(readPrompt('[Hidden Signed In]Member number').text).toBe('Member number');
  });

  it('reads every tag of the spec, whatever its case and inner spacing', () => {
    const all = readPrompt(
      '[Assigned To][Activity Time][Lock ID][Date][Multiple Dates][Inline Calendar][Pricing Calendar][Add On][Reload][Dynamic][Conditional][Hidden][Hidden Signed In][ReadOnly]',
    );
    expect(all.tags.size).toBe(14);
    expect(all.text).toBe('');
    expect([...readPrompt('When [assigned to] [hidden signedin] [READONLY]').tags]).toEqual(['Assigned To', 'Hidden Signed In', 'ReadOnly']);
    expect(readPrompt('x [Read Only]').tags.has('ReadOnly')).toBe(true);
  });

  it('tells [Hidden] from [Hidden Signed In]', () => {
    expect([...readPrompt('A [Hidden]').tags]).toEqual(['Hidden']);
    expect([...readPrompt('A [Hidden Signed In]').tags]).toEqual(['Hidden Signed In']);
  });

  it('keeps brackets that are not tags', () => {
    expect(readPrompt('Size [EU] [Date]').text).toBe('Size [EU]');
  });

  it('locks the assignment only with "lock true" beside [Assigned To], and hides the words', () => {
    expect(readPrompt('Pass [Assigned To] lock true')).toMatchObject({ text: 'Pass', lockAssignment: true });
    expect(readPrompt('Pass [Assigned To] Lock: true').lockAssignment).toBe(true);
    expect(readPrompt('Pass [Assigned To] lock false').lockAssignment).toBe(false);
    expect(readPrompt('Pass [Assigned To]').lockAssignment).toBe(false);
    expect(readPrompt('Pass lock true')).toMatchObject({ text: 'Pass lock true', lockAssignment: false });
  });

  it('finds the [Reload] marker on a value name and hides it', () => {
    expect(isReloadValue('Reload my card [Reload]')).toBe(true);
    expect(isReloadValue('New card')).toBe(false);
    expect(valueLabel('Reload my card [reload]')).toBe('Reload my card');
  });
});
