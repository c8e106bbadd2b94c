/**
 * The household's calls: the group members (`GET /api/checkout/guestinfobase`), adding one
 * (`POST /api/checkout/guestinfo/add`), a member's history and stats, birthdays, photos, media
 * cards and the checkout's media choices. The demo store answers with these shapes and its tests
 * parse its answers with them.
 */
import * as z from 'zod/mini';
import { dateString, listDropping, succeeded } from './schema-parts.ts';

const text = z._default(z.nullable(z.string()), null);

export const memberSchema = z.object({
  /** The member's id in the household (also sent as `Id`). */
  ContactInfoId: z.number(),
  FirstName: z._default(z.string(), ''),
  LastName: z._default(z.string(), ''),
  Fullname: z._default(z.string(), ''),
  /** `YYYY-MM-DD` (a date-time gives its date), or null when the store has no birthday for the member. */
  DateOfBirth: z._default(z.nullable(dateString), null),
  AgeDescription: z._default(z.string(), ''),
  PhotoUrl: text,
  PassMediaNumber: text,
  Rfid: text,
  MediaNumber: text,
  MediaAdded: z._default(z.boolean(), false),
  ExcludeFromHousehold: z._default(z.boolean(), false),
  IsAssignable: z._default(z.boolean(), true),
  /** The account holder. */
  Me: z._default(z.boolean(), false),
  LegacyContactId: z._default(z.nullable(z.union([z.number(), z.string()])), null),
});
export type Member = z.infer<typeof memberSchema>;
export type MemberInput = z.input<typeof memberSchema>;

/**
 * The household, read member by member: a member whose entry cannot be shown (an unreadable birth
 * date, a missing id) is left out and counted (`droppedFrom`), and the rest of the group still shows.
 */
export const householdSchema = listDropping(memberSchema, 'group members');

/** `POST /api/checkout/guestinfo/add`: `exists` when the household already has that person. */
export const addMemberAnswerSchema = z.object({
  exists: z._default(z.boolean(), false),
  Household: z._default(listDropping(memberSchema, 'group members'), []),
  /** The new member's id (null when it already existed). */
  ContactInfoId: z._default(z.nullable(z.number()), null),
});

export const visitSchema = z.object({ Date: z.string(), Place: z._default(z.string(), '') });

/** `GET /api/customer/history/{contactId}/100`: the member's stats and latest visits (at most 100). */
export const memberHistorySchema = z.object({
  ContactInfoId: z.number(),
  Stats: z.object({
    Visits: z._default(z.number(), 0),
    VisitsThisSeason: z._default(z.number(), 0),
    LastVisit: text,
    Purchases: z._default(z.number(), 0),
  }),
  History: z._default(z.array(visitSchema), []),
});
export type MemberHistory = z.infer<typeof memberHistorySchema>;

/** `POST /api/customer/addbirthdate`. */
export const birthdateAnswerSchema = z.object({
  success: succeeded,
  DateOfBirth: z.string(),
  AgeDescription: z._default(z.string(), ''),
});

/** `POST /api/photo/upload?contactid={id}`. */
export const photoAnswerSchema = z.object({ success: succeeded, PhotoUrl: z.string() });

/** `POST /api/product/assignMedia`. */
export const assignMediaAnswerSchema = z.object({ success: succeeded, MediaNumber: z.string() });

export const MEDIA_OPTIONS = ['Purchase', 'Reload'] as const;
export type MediaOption = (typeof MEDIA_OPTIONS)[number];
const isMediaOption = (value: unknown): value is MediaOption => typeof value === 'string' && (MEDIA_OPTIONS as readonly string[]).includes(value);

/** A member whose cart items need a media card, and what the shopper chose for it. */
export const mediaRequirementSchema = z.object({
  ContactId: z.number(),
  Fullname: z._default(z.string(), ''),
  ProductNames: z._default(z.array(z.string()), []),
  /** The member's card, when they have one (Reload is possible only then). */
  MediaNumber: text,
  // A custom check, not `z.enum`: zod's enum machinery would land in the chunk every page loads for this one field.
  MediaOption: z._default(z.nullable(z.custom<MediaOption>(isMediaOption, 'Expected Purchase or Reload')), null),
});
export type MediaRequirement = z.infer<typeof mediaRequirementSchema>;

/** `GET /api/checkout/mediarequirements` and the answers of the calls that change the choices. */
export const mediaRequirementsSchema = z.object({ Members: z._default(z.array(mediaRequirementSchema), []) });
export type MediaRequirements = z.infer<typeof mediaRequirementsSchema>;

/** One entry of `POST /api/checkout/updatemediaassignments/`. */
export interface MediaSelection {
  ContactId: number;
  MediaOption: MediaOption;
}
