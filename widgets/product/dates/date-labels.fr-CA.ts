import type { Translation } from '../../../src/core/labels.ts';
import type { dateFieldLabels } from './date-labels.ts';
import { commonLabelsFr } from '../../../src/ui/common-labels.fr-CA.ts';

/** The date field's wording in Canadian French. */
export const dateFieldLabelsFr = {
  ...commonLabelsFr,
  'date.choose': 'Choisir une date',
  'date.chooseDates': 'Choisir les dates',
  'date.change': 'Changer la date',
  'date.none': 'Aucune date choisie',
  'date.chosen': 'Jours choisis ({count}) : {dates}',
  'date.maxDates': 'Choisissez jusqu’à {max} jours.',
  'date.maxReached': 'Vous pouvez choisir jusqu’à {max} jours. Retirez un jour choisi pour en choisir un autre.',
  'date.total': 'Total : {total}',
  'date.close': 'Fermer le calendrier',
  'date.previousMonth': 'Aller au mois précédent',
  'date.nextMonth': 'Aller au mois suivant',
  'date.calendar': '{label} : calendrier',
  'date.loadError': 'Le calendrier n’a pas pu être chargé.',
  'date.dayLow': '{day} : plus que {count}',
  'date.daySoldOut': '{day} : épuisé',
  'date.dayUnavailable': '{day} : non disponible',
  'date.legendSoldOut': 'Épuisé',
  'date.legendLow': 'Presque épuisé',
  'date.noDates': 'Aucune date n’est disponible.',
  'date.dayPrice': '{day} : {details}',
  'date.save': 'économisez {percent} %',
  'date.left': '{count} restants',
  'date.left.one': '{count} restant',
  'date.rangePrice': '{count} jours {price}',
  'date.rangeChosen': 'Du {first} au {last} : {price}',
  'date.pricesLoading': 'Chargement des prix…',
  'date.pricesError': 'Les prix n’ont pas pu être chargés.',
  'date.legendPrice': 'Chaque jour affiche son prix,',
  'date.legendSave': '−% : économie par rapport au prix au guichet,',
  'date.legendLeft': 'N restants : billets encore offerts à ce prix.',
} satisfies Translation<typeof dateFieldLabels>;
