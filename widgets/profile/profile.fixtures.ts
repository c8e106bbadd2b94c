/** A customer's profile for `<resort-profile>`'s tests and stories, parsed by its own schema. */
import { profileSchema, type Profile, type ProfileInput } from './profile-schemas.ts';

/** Alex Morgan, the demo store's shopper, with a phone and an address on file. */
export function savedProfile(overrides: Partial<ProfileInput> = {}): Profile {
  return profileSchema.parse({
    FirstName: 'Alex',
    LastName: 'Morgan',
    Email: 'shopper@example.com',
    Phone: '+1 3035550100',
    DateOfBirth: '1986-03-14',
    StreetAddress: '1 Summit Road',
    StreetAddress2: '',
    City: 'Breckenridge',
    ZipPostalCode: '80424',
    CountryCode: 'US',
    StateProvince: 'CO',
    ...overrides,
  });
}
