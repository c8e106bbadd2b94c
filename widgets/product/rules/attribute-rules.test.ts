// @vitest-environment node
import { product, productAttribute, seasonPass } from '../product.fixtures.ts';
import {
  attributeKind,
  choiceFromText,
  golfPrice,
  initialSelection,
  isActive,
  isShown,
  isValueOffered,
  missingChoices,
  productFlags,
  takesSeparateDays,
  toAttributeView,
  unitPrice,
  type VisibilityContext,
} from './attribute-rules.ts';
import { readPrompt } from './prompt-rules.ts';

const view = (input: Parameters<typeof productAttribute>[0]) => toAttributeView(productAttribute(input));
const list = (id: number, prompt: string, values = [{ Id: id * 10 + 1, Name: 'One' }]) =>
  view({ Id: id, Name: prompt.replace(/\[.*?\]/g, '').trim() || 'Choice', TextPrompt: prompt, AttributeControlType: 'DropdownList', IsRequired: true, Values: values });
const context = (input: Partial<VisibilityContext> = {}): VisibilityContext => ({ signedIn: false, enabled: null, disabled: new Set(), hiddenNames: [], ...input });

describe('attribute controls', () => {
  it('takes each control type by name or number', () => {
    const kind = (type: string | number, tags = '') => attributeKind({ AttributeControlType: type, Values: [] }, readPrompt(tags).tags);
    expect([kind('DropdownList'), kind(1), kind('RadioList'), kind(2), kind('Checkboxes'), kind(3), kind('TextBox'), kind(4)]).toEqual([
      'select', 'select', 'radio', 'radio', 'checkboxes', 'checkboxes', 'text', 'text',
    ]);
    expect([kind('MultilineTextbox'), kind(10), kind('Datepicker'), kind(20), kind('ReadonlyCheckboxes'), kind(50), kind('Unknown')]).toEqual([
      'textarea', 'textarea', 'date', 'date', 'readonly-checkboxes', 'readonly-checkboxes', 'select',
    ]);
  });

  it('makes a text field with [Date] a date, [Multiple Dates] several dates, and a radio list of dates date radios', () => {
    expect(view({ Id: 1, Name: 'Day', TextPrompt: 'Day [Date]', AttributeControlType: 'TextBox' }).kind).toBe('date');
    expect(view({ Id: 1, Name: 'Days', TextPrompt: 'Days [Multiple Dates]', AttributeControlType: 'Datepicker' }).kind).toBe('dates');
    const radios = view({ Id: 1, Name: 'Night', AttributeControlType: 'RadioList', Values: [{ Id: 11, Name: '2026-12-31 New Year\'s Eve' }, { Id: 12, Name: '2027-02-14' }] });
    expect(radios.kind).toBe('date-radio');
    expect(radios.values.map((value) => value.date)).toEqual(['2026-12-31', '2027-02-14']);
  });

  it('gives the date picker of a non-consecutive multi-day product several dates, and only when it sells more than one day', () => {
    const flex = (input: Parameters<typeof product>[0]) => takesSeparateDays(product(input));
    expect([flex({ IsNonConsecutiveMultiDay: true, NumberOfDays: 4 }), flex({ IsNonConsecutiveMultiDay: true, NumberOfDays: 1 }), flex({ NumberOfDays: 4 })]).toEqual([true, false, false]);
    const days = productAttribute({ Id: 1, Name: 'Ski Days', TextPrompt: 'Ski Days [Pricing Calendar] [Inline Calendar]', AttributeControlType: 'Datepicker', DefaultValue: '2027-01-12|2027-01-09' });
    expect(toAttributeView(days, true)).toMatchObject({ kind: 'dates', preset: { kind: 'dates', dates: ['2027-01-12', '2027-01-09'] } });
    expect(toAttributeView(days).kind).toBe('date');
    // Its other attributes keep their controls.
    expect(toAttributeView(productAttribute({ Id: 2, Name: 'Age', AttributeControlType: 'DropdownList', Values: [{ Id: 21, Name: 'Adult' }] }), true).kind).toBe('select');
  });

  it('keeps an [Activity Time] list a list until the pricing calendar issue gives it time slots', () => {
    expect(view({ Id: 1, Name: 'Time', TextPrompt: 'Time [Activity Time]', AttributeControlType: 'DropdownList', Values: [{ Id: 2, Name: '9:00 AM' }] }).kind).toBe('select');
  });

  it('shows the prompt without its tags, or the name when the prompt is only tags', () => {
    expect(view({ Id: 1, Name: 'Start Date', TextPrompt: '[Date]', AttributeControlType: 'Datepicker' }).label).toBe('Start Date');
    expect(view({ Id: 1, Name: 'Pass', TextPrompt: 'Choose your pass [Assigned To] lock true', AttributeControlType: 1 }).label).toBe('Choose your pass');
  });

  it('never requires an [Add On]', () => {
    expect(list(1, 'Insurance [Add On]').required).toBe(false);
  });
});

describe('which attributes show', () => {
  it('hides [Hidden] ones and those named in the store\'s hidden list', () => {
    expect(isShown(list(1, 'Code [Hidden]'), context())).toBe(false);
    expect(isShown(list(1, 'Region'), context({ hiddenNames: [' region '] }))).toBe(false);
    expect(isShown(list(1, 'Region'), context())).toBe(true);
  });

  it('shows [Hidden Signed In] only to a signed-in shopper', () => {
    const attribute = list(1, 'Member rate [Hidden Signed In]');
    expect(isShown(attribute, context({ signedIn: false }))).toBe(false);
    expect(isShown(attribute, context({ signedIn: true }))).toBe(true);
  });

  it('shows a [Conditional] attribute only once the store enables it, and hides it when the store disables it', () => {
    const attribute = list(7, 'Lesson level [Conditional]');
    expect(isActive(attribute, context())).toBe(false);
    expect(isActive(attribute, context({ enabled: new Set([7]) }))).toBe(true);
    expect(isActive(attribute, context({ enabled: new Set([8]) }))).toBe(false);
    expect(isActive(list(9, 'Plain'), context({ disabled: new Set([9]) }))).toBe(false);
    expect(isActive(view({ Id: 5, Name: 'X', AttributeControlType: 1, HasCondition: true }), context({ enabled: new Set([5]) }))).toBe(true);
  });

  it('offers a value tied to other values only beside one of them', () => {
    const tied = { id: 1, label: 'x', priceAdjustment: 0, preselected: false, reload: false, date: null, associatedTo: [5, 6] };
    expect(isValueOffered(tied, new Set([6]))).toBe(true);
    expect(isValueOffered(tied, new Set([7]))).toBe(false);
    expect(isValueOffered({ ...tied, associatedTo: [] }, new Set())).toBe(true);
  });
});

describe('choices and price', () => {
  const ageGroup = list(302, 'Age Group', [
    { Id: 3021, Name: 'Adult', IsPreSelected: true } as never,
    { Id: 3022, Name: 'Child', PriceAdjustment: -40 } as never,
  ]);
  const extras = view({ Id: 303, Name: 'Extras', TextPrompt: 'Extras [Add On]', AttributeControlType: 'Checkboxes', Values: [{ Id: 1, Name: 'Locker', PriceAdjustment: 10 }, { Id: 2, Name: 'Lunch', PriceAdjustment: 18.5 }] });

  it('starts from the preselected value, the store\'s selection, or an edit link', () => {
    expect(initialSelection([ageGroup])).toEqual({ 302: { kind: 'values', ids: [3021] } });
    expect(initialSelection([ageGroup], new Map([[302, ['3022']]]))).toEqual({ 302: { kind: 'values', ids: [3022] } });
    expect(initialSelection([ageGroup], new Map([[302, ['999']]]))).toEqual({ 302: { kind: 'values', ids: [3021] } });
    const selected = view({ Id: 1, Name: 'Pass', AttributeControlType: 1, SelectedValueId: 12, Values: [{ Id: 11, Name: 'A', IsPreSelected: true }, { Id: 12, Name: 'B' }] });
    expect(initialSelection([selected])).toEqual({ 1: { kind: 'values', ids: [12] } });
  });

  it('reads a Start Date value written date|weekday as its date', () => {
    const date = view({ Id: 301, Name: 'Start Date', AttributeControlType: 'Datepicker' });
    expect(choiceFromText(date, ['2026-12-12|Saturday'])).toEqual({ kind: 'dates', dates: ['2026-12-12'] });
    expect(choiceFromText(date, ['soon'])).toBeNull();
  });

  it('adds the chosen values\' adjustments to the price, to the cent', () => {
    const always = () => true;
    expect(unitPrice(129, [ageGroup], { 302: { kind: 'values', ids: [3022] } }, always)).toEqual({ amount: 89, dynamic: false });
    expect(unitPrice(0.1, [extras], { 303: { kind: 'values', ids: [1, 2] } }, always).amount).toBe(28.6);
    expect(unitPrice(20, [ageGroup], { 302: { kind: 'values', ids: [3022] } }, always).amount).toBe(0);
  });

  it('leaves out the adjustments of inactive attributes', () => {
    expect(unitPrice(129, [ageGroup], { 302: { kind: 'values', ids: [3022] } }, () => false).amount).toBe(129);
  });

  it('lets the store price a [Dynamic] choice', () => {
    const dynamic = list(9, 'Tier [Dynamic]', [{ Id: 91, Name: 'Peak' }]);
    expect(unitPrice(100, [dynamic], { 9: { kind: 'values', ids: [91] } }, () => true).dynamic).toBe(true);
  });

  it('lists required attributes still empty, never add-ons or hidden ones', () => {
    const date = view({ Id: 301, Name: 'Start Date', AttributeControlType: 'Datepicker', IsRequired: true });
    const hidden = view({ Id: 5, Name: 'Code', TextPrompt: 'Code [Hidden]', AttributeControlType: 'TextBox', IsRequired: true });
    const shown = (attribute: { tags: ReadonlySet<string> }) => !attribute.tags.has('Hidden');
    expect(missingChoices([date, extras, hidden], {}, shown).map((attribute) => attribute.id)).toEqual([301]);
    expect(missingChoices([date], { 301: { kind: 'dates', dates: ['2026-12-12'] } }, shown)).toEqual([]);
    expect(missingChoices([view({ Id: 6, Name: 'Name', AttributeControlType: 'TextBox', IsRequired: true })], { 6: { kind: 'text', text: '  ' } }, shown)).toHaveLength(1);
  });
});

describe('derived flags', () => {
  it('has assignment with [Assigned To], locked with lock true', () => {
    const pass = seasonPass();
    const views = (pass.ProductAttributes ?? []).map((attribute) => toAttributeView(attribute));
    expect(productFlags(pass, views)).toMatchObject({ hasAssignment: true, lockAssignment: false, hasReload: false });
    expect(productFlags(pass, [list(1, 'Pass [Assigned To] lock true')]).lockAssignment).toBe(true);
    expect(productFlags(pass, [list(1, 'Pass')]).hasAssignment).toBe(false);
  });

  it('has reload when a value name carries the marker', () => {
    expect(productFlags(product(), [list(1, 'Card', [{ Id: 1, Name: 'Reload my card [Reload]' }])]).hasReload).toBe(true);
  });

  it('reads the specifications: cutoff time and days, reservations, renewal', () => {
    const specs = product({
      ProductSpecifications: [
        { SpecificationAttributeName: '[Cutoff Time]', ValueRaw: '14:00' },
        { SpecificationAttributeName: '[Cutoff Days]', ValueRaw: '2' },
        { SpecificationAttributeName: 'IsReservationProduct', ValueRaw: 'Yes' },
        { SpecificationAttributeName: 'MaxReservations', ValueRaw: 3 },
        { SpecificationAttributeName: 'IsRenewal', ValueRaw: 'no' },
      ],
    });
    expect(productFlags(specs, [])).toMatchObject({ cutoffTime: '14:00', cutoffDays: 2, isReservation: true, maxReservations: 3, isRenewal: false });
  });

  it('knows golf by its date, time and holes attributes', () => {
    const golf = [list(1, 'Date [Date]'), list(2, 'Time'), list(3, 'Holes')].map((attribute, index) => ({ ...attribute, name: ['Date', 'Time', 'Holes'][index] as string }));
    expect(productFlags(product(), golf).isGolf).toBe(true);
    expect(productFlags(product(), golf.slice(0, 2)).isGolf).toBe(false);
  });

  it('prices golf per player: the reservation part online, the rest at the course', () => {
    expect(golfPrice(85, 20, 2)).toEqual({ perPlayer: 85, dueOnline: 40, dueAtCourse: 130 });
    expect(golfPrice(85, null, 1)).toEqual({ perPlayer: 85, dueOnline: 85, dueAtCourse: 0 });
    expect(golfPrice(15, 20, 1)).toEqual({ perPlayer: 15, dueOnline: 15, dueAtCourse: 0 });
  });
});
