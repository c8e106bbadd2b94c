import type { Translation } from '../core/labels.ts';
import type { connectionLabels } from './connection-labels.ts';

/** The page's connection notice in Canadian French. */
export const connectionLabelsFr = {
  'connection.busy': 'Le magasin est très occupé en ce moment.',
  'connection.offline': 'Vous êtes hors ligne.',
  'connection.choicesKept': 'Vos choix sont conservés.',
  'connection.retryIn': 'Nouvel essai dans {seconds} secondes.',
  'connection.retryNow': 'Nouvel essai en cours…',
  'connection.offlineNext': 'Nous poursuivrons dès le retour de votre connexion\u202f; inutile de recharger la page.',
} satisfies Translation<typeof connectionLabels>;
