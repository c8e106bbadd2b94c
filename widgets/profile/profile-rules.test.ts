// @vitest-environment node
import { emailChanged, isEmailAddress, nextRegion, profileProblems, type ProfileDraft } from './profile-rules.ts';

const TODAY = '2026-11-26';
const draft = (overrides: Partial<ProfileDraft> = {}): ProfileDraft => ({
  firstName: 'Alex',
  lastName: 'Morgan',
  email: 'shopper@example.com',
  phone: '',
  birthday: '1986-03-14',
  street: '',
  street2: '',
  city: '',
  zip: '',
  ...overrides,
});

describe('profile rules', () => {
  it('accepts a complete profile, with or without a phone', () => {
    expect(profileProblems(draft(), TODAY)).toEqual({});
    expect(profileProblems(draft({ phone: '+1 3035550100' }), TODAY)).toEqual({});
  });

  it('names each problem by its message, in form order', () => {
    const problems = profileProblems(draft({ firstName: ' ', lastName: '', email: 'x', phone: null, birthday: null }), TODAY);
    expect(problems).toEqual({ firstName: 'firstName', lastName: 'lastName', email: 'email', phone: 'phone', birthday: 'birthday' });
    expect(Object.keys(problems)).toEqual(['firstName', 'lastName', 'email', 'phone', 'birthday']);
  });

  it('holds the limits at their boundaries', () => {
    expect(profileProblems(draft({ firstName: 'A'.repeat(60), street: 'S'.repeat(100), city: 'C'.repeat(60), zip: '9'.repeat(20) }), TODAY)).toEqual({});
    expect(profileProblems(draft({ firstName: 'A'.repeat(61), street2: 'S'.repeat(101), city: 'C'.repeat(61), zip: '9'.repeat(21) }), TODAY)).toEqual({
      firstName: 'nameTooLong',
      street2: 'streetTooLong',
      city: 'cityTooLong',
      zip: 'zipTooLong',
    });
  });

  it('takes a birthday up to today and within the last 100 years', () => {
    expect(profileProblems(draft({ birthday: TODAY }), TODAY)).toEqual({});
    expect(profileProblems(draft({ birthday: '2026-11-27' }), TODAY)).toEqual({ birthday: 'birthday' });
    expect(profileProblems(draft({ birthday: '1927-01-01' }), TODAY)).toEqual({});
    expect(profileProblems(draft({ birthday: '1926-12-31' }), TODAY)).toEqual({ birthday: 'birthday' });
  });

  it('reads an e-mail address as one @ between a name and a dotted domain', () => {
    for (const good of ['a@b.co', ' Alex.Morgan@Example.com ']) expect(isEmailAddress(good), good).toBe(true);
    for (const bad of ['', 'a@b', 'a b@c.de', 'a@@b.de', '@b.de', 'a@.de', `${'a'.repeat(250)}@b.de`]) expect(isEmailAddress(bad), bad).toBe(false);
  });

  it('changes the login only when the address does, case and spaces aside', () => {
    expect(emailChanged('shopper@example.com', ' Shopper@Example.com ')).toBe(false);
    expect(emailChanged('shopper@example.com', 'alex@example.com')).toBe(true);
  });

  it('keeps a state only where the new country has it, and a region only between regions', () => {
    expect(nextRegion('US', 'US', 'CO')).toBe('CO');
    expect(nextRegion('US', 'CA', 'CO')).toBe('');
    expect(nextRegion('US', 'FR', 'CO')).toBe('');
    expect(nextRegion('FR', 'DE', 'Bavaria')).toBe('Bavaria');
    expect(nextRegion('FR', 'US', 'Colorado')).toBe('CO');
  });
});
