import type { Translation } from '../../core/labels.ts';
import type { adminTableLabels } from './admin-labels.ts';

/** The admin lists' shared words in Canadian French. */
export const adminTableLabelsFr = {
  'common.previous': 'Précédent',
  'common.next': 'Suivant',
  'common.page': 'Page {page} de {pages}',
  'common.records': '{count} enregistrements',
  'common.records.one': '{count} enregistrement',
  'common.dismiss': 'Fermer',
  'table.sortAscending': 'Trier {column} en ordre croissant',
  'table.sortDescending': 'Trier {column} en ordre décroissant',
  'table.sortedAscending': 'Trié par {column}, en ordre croissant',
  'table.sortedDescending': 'Trié par {column}, en ordre décroissant',
  'table.filter': 'Filtrer',
  'table.filterHint': 'Cherche dans toutes les colonnes',
  'table.showing': '{from} à {to} sur {count}',
  'table.noMatch': 'Aucun résultat pour ce filtre.',
  'export.csv': 'Exporter en CSV',
  'export.busy': 'Exportation…',
  'export.failed': 'L’exportation a échoué\u00a0: {message}',
  'export.done': '{count} lignes exportées dans {file}.',
  'export.done.one': '{count} ligne exportée dans {file}.',
} satisfies Translation<typeof adminTableLabels>;
