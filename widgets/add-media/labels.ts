import { commonLabels } from '../../src/ui/common-labels.ts';

/** The add-media form's and the media selection's wording (overridable by key). */
export const mediaLabels = {
  'common.cancel': commonLabels['common.cancel'],
  'common.retry': commonLabels['common.retry'],
  'common.loading': commonLabels['common.loading'],
  'error.network': commonLabels['error.network'],
  'error.timeout': commonLabels['error.timeout'],
  'error.server': commonLabels['error.server'],
  'error.invalidResponse': commonLabels['error.invalidResponse'],
  'media.number': 'Media number',
  'media.hint': 'The number printed on the back of the card.',
  'media.add': 'Add Media Number',
  'media.adding': 'Adding…',
  'media.required': 'Media number is required',
  'media.numeric': 'Media number must contain only numbers',
  'media.added': 'Media number added.',
  'media.failed': 'The media number could not be added.',
  'media.countdown': 'Back to the form in {seconds} s',
  'media.signedOut': 'Sign in to add a media card.',
  'media.noMember': 'Choose a group member to add a card for.',
  'media.selectionTitle': 'Media cards',
  'media.selectionIntro': 'Passes are loaded onto a media card. For each member, buy a new card or reload the card they have.',
  'media.none': 'Nothing in your cart needs a media card.',
  'media.for': '{name}: {products}',
  'media.purchase': 'Purchase a new card',
  'media.reload': 'Reload my card ({number})',
  'media.reloadNoCard': 'Reload my card',
  'media.addCard': 'Add a card to reload',
  'media.loadFailed': 'The media cards could not be loaded.',
  'media.saveFailed': 'Your choice could not be saved.',
  'media.clear': 'Clear the choice for {name}',
  'media.clearAll': 'Clear all media choices',
} as const;

export type MediaLabels = Record<keyof typeof mediaLabels, string>;
