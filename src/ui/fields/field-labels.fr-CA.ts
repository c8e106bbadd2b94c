import type { Translation } from '../../core/labels.ts';
import type { fieldLabels } from './field-labels.ts';

/** The form fields' wording in Canadian French. */
export const fieldLabelsFr = {
  'field.date': 'Date',
  'field.date.day': 'Jour',
  'field.date.month': 'Mois',
  'field.date.year': 'Année',
  'field.date.incomplete': 'Choisissez un jour, un mois et une année.',
  'field.date.invalid': 'Cette date n’existe pas\u00a0: vérifiez le jour et le mois.',
  'field.date.tooEarly': 'Choisissez une date à partir du {date}.',
  'field.date.tooLate': 'Choisissez une date jusqu’au {date} au plus tard.',
  'field.country': 'Pays',
  'field.country.choose': 'Choisissez un pays',
  'field.country.loading': 'Chargement de la liste des pays…',
  'field.country.failed': 'La liste des pays n’a pas pu être chargée.',
  'field.state': 'État',
  'field.province': 'Province',
  'field.region': 'Région',
  'field.state.choose': 'Choisissez un État',
  'field.province.choose': 'Choisissez une province',
  'field.required': 'Le champ «\u00a0{label}\u00a0» est obligatoire.',
  'common.retry': 'Réessayer',
} satisfies Translation<typeof fieldLabels>;
