import type { Translation } from '../../src/core/labels.ts';
import type { photoLabels } from './photo-labels.ts';

/** The photo dialog's wording in Canadian French. */
export const photoLabelsFr = {
  'photo.title': 'Nouvelle photo de {name}',
  'photo.choose': 'Choisir une photo',
  'photo.hint': 'Une image JPEG, PNG, GIF ou BMP d’au plus {mb} Mo.',
  'photo.invalidType': 'Choisissez une image JPEG, PNG, GIF ou BMP.',
  'photo.tooBig': 'Le fichier est probablement trop volumineux',
  'photo.tooSmall': 'L’image est trop petite\u00a0: choisissez-en une d’au moins {pixels} pixels sur {pixels}.',
  'photo.unsupported': 'Ce navigateur ne permet pas de recadrer les photos.',
  'photo.unknown': 'Une erreur inconnue est survenue',
  'photo.saved': 'Enregistrée',
  'photo.save': 'Enregistrer la photo',
  'photo.uploading': 'Téléversement…',
  'photo.cropLabel': 'Cadre de recadrage',
  'photo.cropHelp': 'Faites glisser le carré, ou sélectionnez-le et déplacez-le avec les flèches du clavier\u202f; ses coins le redimensionnent.',
  'photo.cropStatus': 'Recadrage de {size} pixels sur {size}, à {x} du bord gauche et à {y} du haut.',
  'photo.loading': 'Chargement de l’éditeur de photo…',
  'photo.loadingImage': 'Chargement de l’image…',
  'photo.urlProblem': 'Le fichier choisi n’a pas pu être chargé. Choisissez-le de nouveau, ou choisissez-en un autre.',
} satisfies Translation<typeof photoLabels>;
