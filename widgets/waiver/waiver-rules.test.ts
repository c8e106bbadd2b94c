import {
  KEEP_SIGNATURE_PANEL_AT,
  MINOR_AGE,
  SHOW_SIGNATURE_PANEL_AT,
  ageOn,
  canSign,
  expectedSignerName,
  isMinor,
  namesMatch,
  nextScrolled,
  releaseLabels,
  signatureBase64,
  signerRole,
  unmetSignRequirements,
  viewedFraction,
  type SignState,
} from './waiver-rules.ts';
import { waiverLabels } from './labels.ts';
import { waiverLabelsFr } from './labels.fr-CA.ts';
import { waiverRelease } from './waiver.fixtures.ts';

const ready: SignState = {
  signedIn: true,
  scrolled: true,
  wetSignatureEnabled: true,
  hasDrawing: true,
  electronicSignatureRequired: true,
  typedName: 'Alex Morgan',
  expectedName: 'Alex Morgan',
  agreeEnabled: true,
  agreeChecked: true,
};

describe('waiver scroll thresholds', () => {
  it('uses the spec constants 90% and 66%', () => {
    expect(SHOW_SIGNATURE_PANEL_AT).toBe(0.9);
    expect(KEEP_SIGNATURE_PANEL_AT).toBe(0.66);
  });

  it('measures how far the bottom of the document has come into view', () => {
    expect(viewedFraction({ scrollTop: 0, clientHeight: 250, scrollHeight: 1000 })).toBe(0.25);
    expect(viewedFraction({ scrollTop: 650, clientHeight: 250, scrollHeight: 1000 })).toBe(0.9);
    expect(viewedFraction({ scrollTop: 750, clientHeight: 250, scrollHeight: 1000 })).toBe(1);
  });

  it('counts a document that fits without scrolling (or is not laid out) as fully viewed', () => {
    expect(viewedFraction({ scrollTop: 0, clientHeight: 400, scrollHeight: 400 })).toBe(1);
    expect(viewedFraction({ scrollTop: 0, clientHeight: 0, scrollHeight: 0 })).toBe(1);
  });

  it('clamps overscroll (rubber-banding) into 0..1', () => {
    expect(viewedFraction({ scrollTop: -40, clientHeight: 100, scrollHeight: 1000 })).toBe(0.1);
    expect(viewedFraction({ scrollTop: 990, clientHeight: 100, scrollHeight: 1000 })).toBe(1);
  });

  it('shows the signature panel at 90% viewed, not just before', () => {
    expect(nextScrolled(false, 0.8999)).toBe(false);
    expect(nextScrolled(false, 0.9)).toBe(true);
    expect(nextScrolled(false, 1)).toBe(true);
  });

  it('does not show the panel at 66–90% when it was not shown yet', () => {
    expect(nextScrolled(false, 0.66)).toBe(false);
    expect(nextScrolled(false, 0.75)).toBe(false);
  });

  it('keeps the panel while at least 66% is viewed and hides it below', () => {
    expect(nextScrolled(true, 0.75)).toBe(true);
    expect(nextScrolled(true, 0.66)).toBe(true);
    expect(nextScrolled(true, 0.6599)).toBe(false);
    expect(nextScrolled(true, 0)).toBe(false);
  });

  it('keeps the panel when the text reflows longer (a resize, a turned phone), and shows it when the text now fits', () => {
    expect(nextScrolled(true, 0.6599, 'reflow')).toBe(true);
    expect(nextScrolled(true, 0, 'reflow')).toBe(true);
    expect(nextScrolled(false, 0.8999, 'reflow')).toBe(false);
    expect(nextScrolled(false, 0.9, 'reflow')).toBe(true);
  });
});

describe('who signs', () => {
  const today = new Date(2026, 11, 20); // 20 Dec 2026

  it('computes whole years, a day before and on the birthday', () => {
    expect(ageOn('2008-12-21', today)).toBe(17);
    expect(ageOn('2008-12-20', today)).toBe(18);
    expect(ageOn('2008-12-19', today)).toBe(18);
  });

  it('treats a person under 18 as a minor, and 18 as an adult', () => {
    expect(MINOR_AGE).toBe(18);
    expect(isMinor('2008-12-21', today)).toBe(true);
    expect(isMinor('2008-12-20', today)).toBe(false);
    expect(isMinor('2015-05-09', today)).toBe(true);
  });

  it('does not treat a missing, malformed or future birthdate as a minor', () => {
    expect(isMinor(null, today)).toBe(false);
    expect(isMinor('', today)).toBe(false);
    expect(isMinor('12/20/2015', today)).toBe(false);
    expect(isMinor('2015-13-01', today)).toBe(false);
    expect(isMinor('2030-01-01', today)).toBe(false);
  });

  it('reads a birthdate with a time part', () => {
    expect(ageOn('2015-05-09T00:00:00', today)).toBe(11);
  });

  it('has the person sign for themself, the user sign on behalf of a minor, and the user sign a consolidated release', () => {
    const adult = { DateOfBirth: '1986-03-14', Release: { ConsolidateReleases: false } };
    const minor = { DateOfBirth: '2015-05-09', Release: { ConsolidateReleases: false } };
    expect(signerRole(adult, today)).toBe('self');
    expect(signerRole(minor, today)).toBe('minor');
    expect(signerRole({ ...adult, Release: { ConsolidateReleases: true } }, today)).toBe('consolidated');
    expect(signerRole({ ...minor, Release: { ConsolidateReleases: true } }, today)).toBe('consolidated');
  });

  it("expects the person's full name, or the signed-in user's when signing on someone's behalf", () => {
    const user = { firstName: 'Alex', lastName: 'Morgan' };
    expect(expectedSignerName('self', ' Jordan Morgan ', user)).toBe('Jordan Morgan');
    expect(expectedSignerName('minor', 'Sam Morgan', user)).toBe('Sam Morgan');
    expect(expectedSignerName('consolidated', 'Jordan Morgan', user)).toBe('Alex Morgan');
    expect(expectedSignerName('consolidated', 'Jordan Morgan', { firstName: '', lastName: '' })).toBe('');
  });
});

describe('typed name match', () => {
  it('ignores case and surrounding spaces', () => {
    expect(namesMatch('Alex Morgan', 'Alex Morgan')).toBe(true);
    expect(namesMatch('  alex MORGAN ', 'Alex Morgan')).toBe(true);
    expect(namesMatch('Alex Morgan', ' Alex Morgan\t')).toBe(true);
  });

  it('does not ignore spaces inside the name, or other letters', () => {
    expect(namesMatch('Alex  Morgan', 'Alex Morgan')).toBe(false);
    expect(namesMatch('AlexMorgan', 'Alex Morgan')).toBe(false);
    expect(namesMatch('Alex Morga', 'Alex Morgan')).toBe(false);
    expect(namesMatch('Alex Morgan Jr', 'Alex Morgan')).toBe(false);
  });

  it('never matches an empty expected name', () => {
    expect(namesMatch('', '')).toBe(false);
    expect(namesMatch('  ', ' ')).toBe(false);
  });
});

describe('Sign enabled', () => {
  it('is enabled when every rule holds', () => {
    expect(canSign(ready)).toBe(true);
    expect(unmetSignRequirements(ready)).toEqual([]);
  });

  it('names each rule that fails, in order', () => {
    const nothing: SignState = { ...ready, signedIn: false, scrolled: false, hasDrawing: false, typedName: '', agreeChecked: false };
    expect(unmetSignRequirements(nothing)).toEqual(['signed-in', 'scrolled', 'wet-signature', 'typed-name', 'agree']);
  });

  it('needs no drawing, typed name or agree box when the release does not ask for them', () => {
    const bare: SignState = {
      ...ready,
      wetSignatureEnabled: false,
      hasDrawing: false,
      electronicSignatureRequired: false,
      typedName: '',
      agreeEnabled: false,
      agreeChecked: false,
    };
    expect(canSign(bare)).toBe(true);
    expect(canSign({ ...bare, scrolled: false })).toBe(false);
    expect(canSign({ ...bare, signedIn: false })).toBe(false);
  });

  // Every combination of the eight inputs, against the rule as the spec words it.
  const flags = ['signedIn', 'scrolled', 'wetSignatureEnabled', 'hasDrawing', 'electronicSignatureRequired', 'nameMatches', 'agreeEnabled', 'agreeChecked'] as const;
  const combinations = Array.from({ length: 2 ** flags.length }, (_, bits) =>
    Object.fromEntries(flags.map((flag, index) => [flag, Boolean(bits & (1 << index))])) as Record<(typeof flags)[number], boolean>,
  );

  it.each(combinations)('every combination: %o', (c) => {
    const state: SignState = {
      signedIn: c.signedIn,
      scrolled: c.scrolled,
      wetSignatureEnabled: c.wetSignatureEnabled,
      hasDrawing: c.hasDrawing,
      electronicSignatureRequired: c.electronicSignatureRequired,
      typedName: c.nameMatches ? ' alex morgan ' : 'Alex Morgen',
      expectedName: 'Alex Morgan',
      agreeEnabled: c.agreeEnabled,
      agreeChecked: c.agreeChecked,
    };
    const expected =
      c.signedIn &&
      c.scrolled &&
      (!c.wetSignatureEnabled || c.hasDrawing) &&
      (!c.electronicSignatureRequired || c.nameMatches) &&
      (!c.agreeEnabled || c.agreeChecked);
    expect(canSign(state)).toBe(expected);
  });
});

describe('signature image', () => {
  it('drops the data-URL prefix', () => {
    expect(signatureBase64('data:image/png;base64,iVBORw0KGgo=')).toBe('iVBORw0KGgo=');
  });

  it('leaves bare base64 alone', () => {
    expect(signatureBase64('iVBORw0KGgo=')).toBe('iVBORw0KGgo=');
  });
});

describe("a release's own labels against the widget's", () => {
  const english = { ...waiverLabels };
  const french = { ...waiverLabelsFr };
  const store = { ClearButtonText: 'Start over', SignButtonText: 'Accept and sign', ScrollMessage: 'Keep reading.' };

  it('shows the release’s English labels on an English waiver when it says nothing of its language (the store’s default, en-US)', () => {
    const labels = releaseLabels(english, waiverRelease(store), 'en');
    expect([labels['waiver.clear'], labels['waiver.sign'], labels['waiver.scrollMessage']]).toEqual(['Start over', 'Accept and sign', 'Keep reading.']);
  });

  it('shows the widget’s French on a French waiver when the release’s labels are English, said or not', () => {
    for (const Language of [undefined, '', 'en-US', 'en']) {
      const labels = releaseLabels(french, waiverRelease({ ...store, Language }), 'fr-CA');
      expect([labels['waiver.clear'], labels['waiver.sign'], labels['waiver.scrollMessage']]).toEqual(['Effacer', 'Signer', waiverLabelsFr['waiver.scrollMessage']]);
    }
  });

  it('shows the release’s French labels on a French waiver, whatever French it names (fr, fr-CA, fr-FR)', () => {
    for (const Language of ['fr', 'fr-CA', 'fr-FR']) {
      const labels = releaseLabels(french, waiverRelease({ ClearButtonText: 'Recommencer', Language }), 'fr-CA');
      expect(labels['waiver.clear']).toBe('Recommencer');
      expect(labels['waiver.sign']).toBe('Signer');
    }
  });

  it('keeps the widget’s English on an English waiver when the release’s labels are French', () => {
    expect(releaseLabels(english, waiverRelease({ ClearButtonText: 'Recommencer', Language: 'fr-CA' }), 'en')['waiver.clear']).toBe('Clear');
  });

  it('never lets a blank label win', () => {
    expect(releaseLabels(english, waiverRelease({ SignButtonText: '   ' }), 'en')['waiver.sign']).toBe('Sign');
  });
});
