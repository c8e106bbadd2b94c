// @vitest-environment node
import { memberColor, memberColorIndex, MEMBER_COLORS } from '../../src/core/member-colors.ts';
import { alex, jordan } from './household.fixtures.ts';
import { addMemberFailure, cardNumbers, initials, newMemberProblems } from './member-rules.ts';
import { fileProblem, imageProblem, clampSquare, centredSquare, metadataPart, METADATA_MAX_BYTES } from './photo-rules.ts';

describe('household panel rules', () => {
  const today = '2026-11-24';

  it('needs a first name, a last name (trimmed) and a valid birthday for a new member', () => {
    expect(newMemberProblems({ firstName: ' ', lastName: '', birthday: null }, today)).toEqual({ firstName: 'required', lastName: 'required', birthday: 'invalid' });
    expect(newMemberProblems({ firstName: 'Kit', lastName: 'Lee', birthday: '2026-11-25' }, today)).toEqual({ birthday: 'invalid' });
    expect(newMemberProblems({ firstName: 'Kit', lastName: 'Lee', birthday: '1927-01-01' }, today)).toEqual({});
    expect(newMemberProblems({ firstName: 'Kit', lastName: 'Lee', birthday: '1926-12-31' }, today)).toEqual({ birthday: 'invalid' });
  });

  it('shows a 400’s message; any other failure gets the generic label (with the reason when the store was not reached)', () => {
    expect(addMemberFailure({ kind: 'http', status: 400, message: '', serverMessage: 'No digits.' })).toEqual({ kind: 'message', message: 'No digits.' });
    expect(addMemberFailure({ kind: 'http', status: 400, message: '' })).toEqual({ kind: 'failed', error: null });
    expect(addMemberFailure({ kind: 'http', status: 409, message: '', serverMessage: 'x' })).toEqual({ kind: 'failed', error: null });
    const network = { kind: 'network', message: '' } as const;
    expect(addMemberFailure(network)).toEqual({ kind: 'failed', error: network });
  });

  it('writes initials and the card numbers the store’s settings show', () => {
    expect(initials(alex())).toBe('AM');
    expect(initials({ FirstName: '', LastName: '', Fullname: 'élodie roux' })).toBe('ÉR');
    expect(cardNumbers(alex(), { DisplayRFID: true, ShowMediaNumber: true })).toEqual({ pass: 'SP26-0001-AM', media: '600110203040' });
    expect(cardNumbers(jordan(), { DisplayRFID: false, ShowMediaNumber: true })).toEqual({ pass: null, media: null });
  });

  it('gives a member the same colour wherever they show, from their id', () => {
    expect(memberColorIndex(201)).toBe(201 % MEMBER_COLORS.length);
    expect(memberColorIndex(-3)).toBeGreaterThanOrEqual(0);
    expect(memberColor(8)).toBe(memberColor(0));
  });

  it('takes JPEG, PNG, GIF and BMP up to the size limit, and images from 100 to 4096 pixels a side', () => {
    expect(fileProblem({ type: 'image/png', size: 10 * 1024 * 1024 })).toBeNull();
    expect(fileProblem({ type: 'image/png', size: 10 * 1024 * 1024 + 1 })).toBe('too-big');
    expect(fileProblem({ type: 'image/svg+xml', size: 10 })).toBe('type');
    expect(fileProblem({ type: 'image/bmp', size: 3 * 1024 * 1024 }, 2)).toBe('too-big');
    expect(imageProblem(100, 100)).toBeNull();
    expect(imageProblem(99, 400)).toBe('too-small');
    expect(imageProblem(4096, 4096)).toBeNull();
    expect(imageProblem(4097, 10)).toBe('too-small');
    expect(imageProblem(4097, 200)).toBe('too-big');
  });

  it('keeps the crop a square inside the image', () => {
    expect(centredSquare(900, 600)).toEqual({ x: 150, y: 0, width: 600, height: 600 });
    expect(clampSquare({ x: 850, y: -5, width: 120.4, height: 119.6 }, 900, 600)).toEqual({ x: 780, y: 0, width: 120, height: 120 });
  });
});

describe('photo metadata', () => {
  const metadata = { fileName: 'kai.png', fileType: 'image/png', sourceWidth: 900, sourceHeight: 600, crop: { x: 150, y: 0, width: 600, height: 600 } };

  it('says what was cropped from which image', () => {
    expect(JSON.parse(metadataPart(metadata))).toEqual(metadata);
  });

  it(`cuts a long file name to 255 characters, which keeps the part far under ${METADATA_MAX_BYTES} bytes`, () => {
    const part = metadataPart({ ...metadata, fileName: '🎿'.repeat(10_000) });
    expect([...(JSON.parse(part) as { fileName: string }).fileName]).toHaveLength(255);
    expect(new TextEncoder().encode(part).length).toBeLessThan(METADATA_MAX_BYTES);
  });
});
