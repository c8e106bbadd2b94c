import type { Translation } from '../../../src/core/labels.ts';
import type { dateFieldLabels } from './date-labels.ts';
import { commonLabelsFr } from '../../../src/ui/common-labels.fr-CA.ts';
import { nameValueLabelsFr } from '../../../src/ui/name-value-labels.fr-CA.ts';

/** The date field's wording in Canadian French. */
export const dateFieldLabelsFr = {
  ...commonLabelsFr,
  ...nameValueLabelsFr,
  'date.choose': 'Choisir une date',
  'date.chooseDates': 'Choisir les dates',
  'date.change': 'Changer la date',
  'date.none': 'Aucune date choisie',
  'date.chosen': 'Jours choisis ({count})\u00a0: {dates}',
  'date.maxDates': 'Choisissez jusqu’à {max} jours.',
  'date.maxReached': 'Vous pouvez choisir jusqu’à {max} jours. Retirez un jour choisi pour en choisir un autre.',
  'date.total': 'Total\u00a0: {total}',
  'date.close': 'Fermer le calendrier',
  'date.previousMonth': 'Aller au mois précédent',
  'date.nextMonth': 'Aller au mois suivant',
  'date.calendar': '{label}\u00a0: calendrier',
  'date.loadError': 'Le calendrier n’a pas pu être chargé.',
  'date.dayLow': '{day}\u00a0: plus que {count}',
  'date.daySoldOut': '{day}\u00a0: épuisé',
  'date.dayUnavailable': '{day}\u00a0: non disponible',
  'date.legendSoldOut': 'Épuisé',
  'date.legendLow': 'Presque épuisé',
  'date.noDates': 'Aucune date n’est disponible.',
  'date.dayPrice': '{day}\u00a0: {details}',
  'date.save': 'économisez {percent} %',
  'date.left': '{count} restants',
  'date.left.one': '{count} restant',
  'date.rangePrice': '{count} jours {price}',
  'date.rangeChosen': 'Du {first} au {last}\u00a0: {price}',
  'date.pricesLoading': 'Chargement des prix…',
  'date.pricesError': 'Les prix n’ont pas pu être chargés.',
  'date.saveMark': '−{percent}\u202f%',
  'date.legendPrice': 'Chaque jour affiche son prix,',
  'date.legendPriceIn': 'Chaque jour affiche son prix en {currency},',
  'date.legendSave': '−N\u202f%\u00a0: économie par rapport au prix au guichet,',
  'date.legendLeft': 'billets encore offerts à ce prix.',
} satisfies Translation<typeof dateFieldLabels>;
