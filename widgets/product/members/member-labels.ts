/** The wording of `<resort-product>`'s member picker, loaded with it. */
import { commonLabels } from '../../../src/ui/common-labels.ts';

/** The member picker's wording (loaded with it). */
export const memberLabels = {
  ...commonLabels,
  'product.locked': 'This choice stays as it is.',
  'member.legend': 'Who is this for?',
  'member.loading': 'Loading your group…',
  'member.loadError': 'Your group could not be loaded.',
  'member.none': 'No one in your group can have this product with these choices.',
  'member.empty': 'Your group has no members yet.',
  'member.locked': 'For {name}',
  'member.maxReservations': 'Already has {count} of {max} reservations.',
  'member.dateTaken': 'Already has a reservation on {date}.',
  'member.notAssignable': 'Cannot have this product.',
  'member.photo': 'Photo of {name}',
  'member.me': '(you)',
  'member.reservation': 'Reservation on {date}',
  'member.reservationInCart': 'Reservation on {date} (in your cart)',
  'member.cancel': 'Cancel reservation',
  'member.cancelName': 'Cancel reservation: {name}, {date}',
  'member.cancelling': 'Cancelling…',
  'member.cancelTitle': 'Cancel this reservation?',
  'member.cancelMessage': "{name}'s reservation on {date} will be cancelled.",
  'member.keep': 'Keep it',
  'member.cancelled': "{name}'s reservation on {date} was cancelled.",
  'member.cancelFailed': 'The reservation could not be cancelled.',
  'member.unreadableOne': 'One reservation of {name} could not be shown.',
  'member.unreadable': '{count} reservations of {name} could not be shown.',
} as const;

export type MemberLabels = Record<keyof typeof memberLabels, string>;
