import type { Translation } from '../../src/core/labels.ts';
import type { rentalLabels } from './labels.ts';
import { commonLabelsFr } from '../../src/ui/common-labels.fr-CA.ts';
import { nameValueLabelsFr } from '../../src/ui/name-value-labels.fr-CA.ts';

export { coreLabelsFr } from '../../src/core/labels.fr-CA.ts';
export { commonLabelsFr } from '../../src/ui/common-labels.fr-CA.ts';
export { showMoreLabelsFr } from '../../src/ui/show-more-labels.fr-CA.ts';

/** The pickup-site browser's wording in Canadian French. */
export const rentalLabelsFr = {
  'common.loading': commonLabelsFr['common.loading'],
  'common.retry': commonLabelsFr['common.retry'],
  'common.close': commonLabelsFr['common.close'],
  'common.nameValue': nameValueLabelsFr['common.nameValue'],
  'rental.legend': 'Choisissez un lieu de cueillette',
  'rental.loading': 'Chargement des lieux de cueillette…',
  'rental.loadError': 'Les lieux de cueillette n’ont pas pu être chargés.',
  'rental.empty': 'Aucun lieu de cueillette n’est offert pour cette location.',
  'rental.missingProduct': 'Aucun produit n’est indiqué pour ce choix de lieu de cueillette.',
  'rental.select': 'Choisir ce lieu',
  'rental.saving': 'Enregistrement du lieu',
  'rental.saveFailed': 'Enregistrement impossible',
  'rental.saveFailedMessage': 'Votre lieu de cueillette n’a pas pu être enregistré.',
  'rental.change': 'Changer',
  'rental.saved': 'Lieu de cueillette',
  'rental.savedAnnouncement': '{name} est votre lieu de cueillette.',
  'rental.phone': 'Numéro de téléphone pour vous joindre',
  'rental.phoneInvalid': 'Saisissez un numéro de téléphone valide.',
  'rental.phoneLoadError': 'Le champ du numéro de téléphone n’a pas pu être chargé.',
  'rental.countryList': 'Pays du numéro de téléphone',
  'rental.countryButton': '${dialCode} ${countryName}\u00a0: changer le pays du numéro de téléphone',
  'rental.noCountry': 'Choisissez le pays du numéro de téléphone',
  'rental.countrySearch': 'Rechercher',
  'rental.clearSearch': 'Effacer la recherche',
  'rental.noResults': 'Aucun résultat',
  'rental.results': '{count} résultats',
  'rental.results.one': '{count} résultat',
  'rental.contactPhone': 'Téléphone',
  'rental.requiresPhone': 'Un numéro de téléphone est requis',
  'rental.map': 'Carte',
  'rental.photos': 'Photos',
  'rental.media': 'Afficher la carte ou les photos',
  'rental.zoomIn': 'Agrandir la carte',
  'rental.zoomOut': 'Réduire la carte',
  'rental.mapAlt': 'Carte de {name}',
  'rental.mapMissing': 'La carte n’a pas pu être chargée.',
  'rental.photoAlt': 'Photo {index} de {count}\u00a0: {name}',
  'rental.photoMissing': 'Cette photo n’a pas pu être chargée.',
  'rental.previousPhoto': 'Photo précédente',
  'rental.nextPhoto': 'Photo suivante',
  'rental.info': 'Infos',
  'rental.directions': 'Itinéraire',
  'rental.directionsTo': 'Itinéraire vers {name}',
  'rental.logo': 'Logo de {name}',
  'rental.hours': 'Heures d’ouverture',
  'rental.phoneNumber': 'Téléphone',
  'rental.address': 'Adresse',
  'rental.demoBrands': 'Marques à l’essai',
  'rental.nearbyHotels': 'Hôtels à proximité',
  'rental.village': 'Village',
} satisfies Translation<typeof rentalLabels>;
