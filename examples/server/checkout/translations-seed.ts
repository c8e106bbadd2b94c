/**
 * The checkout's data in Canadian French, beside each entity (`platform/localized.ts`): the pickup
 * sites' names, descriptions, villages, hours and addresses, and both releases (title, text and
 * every label). A street address and a brand are the same in both languages and have no row.
 */
import type { LocalizedProperty } from '../platform/localized.ts';
import { RESORT_CHARGE_RELEASE_ID, releaseTexts, rentalLocations } from './seed.ts';

const paragraph = (title: string, text: string) => `<h4>${title}</h4><p>${text}</p>`;

export const releaseTextFr = [
  '<h3>Décharge de responsabilité, renonciation aux recours et acceptation des risques</h3>',
  '<p><strong>Veuillez lire attentivement. Ce document juridique a une incidence sur vos droits.</strong></p>',
  paragraph('1. Risques inhérents', 'Le ski, la planche à neige et l’utilisation d’équipement loué comportent des risques inhérents, notamment les changements de météo, les variations de la neige, de la glace et du terrain, les plaques sans neige, les roches, les souches, les arbres, les pylônes des remontées, l’équipement d’enneigement et les collisions avec d’autres skieurs. Ces risques ne peuvent être éliminés sans changer la nature du sport.'),
  paragraph('2. Votre responsabilité', 'Vous vous engagez à skier et à glisser en maîtrise et selon vos capacités, à respecter la signalisation et les fermetures, à vous arrêter à des endroits sûrs, à céder le passage aux personnes en aval et à suivre le Code de conduite en montagne.'),
  paragraph('3. Équipement loué', 'Votre équipement a été ajusté selon la taille, le poids, l’âge, la longueur de semelle de botte et le type de skieur que vous nous avez indiqués. Les fixations sont réglées selon les normes de l’industrie, qui ne peuvent garantir le déclenchement ou la retenue dans toutes les situations. Informez-nous sans délai de tout changement à ces renseignements.'),
  paragraph('4. Inspection', 'Vous vérifierez l’équipement avant de l’utiliser et le rapporterez sans délai s’il ne fonctionne pas comme il le devrait. Vous ne le prêterez à personne et n’en modifierez pas le réglage.'),
  paragraph('5. Décharge', 'Dans toute la mesure permise par la loi, vous dégagez Summit Peak Resort, ses employés et ses mandataires de toute responsabilité pour les blessures, le décès ou les pertes découlant des risques inhérents au sport ou de l’utilisation de l’équipement loué, y compris en cas de négligence de leur part.'),
  paragraph('6. Indemnisation', 'Vous vous engagez à tenir la station indemne de toute réclamation présentée par une personne qui utilise l’équipement loué en vertu de la présente entente.'),
  paragraph('7. Soins médicaux', 'Vous consentez à recevoir les premiers soins et les soins médicaux d’urgence de la patrouille de ski et des services d’urgence, et vous acceptez d’en payer les frais.'),
  paragraph('8. Photographies', 'La station peut photographier les visiteurs en montagne et utiliser ces photographies pour sa promotion.'),
  paragraph('9. Droit applicable', 'La présente entente est régie par les lois de l’État du Colorado. Si une partie de celle-ci est jugée invalide, le reste demeure en vigueur.'),
  '<p>Des questions\u202f? Lisez le <a href="https://www.nsaa.org/NSAA/Safety/Responsibility_Code.aspx">Code de conduite en montagne</a> ou adressez-vous à un comptoir de location.</p>',
].join('\n');

export const releaseTextsFr: Readonly<Record<keyof typeof releaseTexts, string>> = {
  SignatureAffirmationStatement: 'J’ai lu cette décharge, je la comprends et j’en accepte les conditions.',
  SignaturePanelText: 'Signez ci-dessous pour accepter la décharge.',
  ConsolidatedSignaturePanelText: 'Cette décharge est regroupée\u00a0: vous la signez au nom du membre de votre groupe.',
  ScrollMessage: 'Faites défiler la décharge jusqu’à la fin pour la signer.',
  WetSignaturePrompt: 'Tracez votre signature',
  ClearButtonText: 'Effacer',
  SignButtonText: 'Signer',
};

export const resortChargeTextFr = [
  '<h3>Autorisation de porter les achats à la carte</h3>',
  '<p>Grâce à cette autorisation, votre passe paie les repas, les locations et les leçons partout en montagne. Chaque achat est porté à la carte que vous gardez au dossier à cette fin.</p>',
  '<p>J’autorise la station à porter à la carte au dossier les achats faits avec ma passe, ainsi que ceux faits avec les passes des membres de mon groupe que j’autorise. Je garderai la carte au dossier à jour et je signalerai sans délai la perte d’une passe à une billetterie.</p>',
  '<p>Les reçus sont envoyés par courriel après chaque journée d’achats. Les frais peuvent être contestés dans les 60 jours auprès du service à la clientèle.</p>',
].join('\n');

const releases: readonly { id: number; title: string; text: string; labels: Readonly<Record<string, string>> }[] = [
  { id: 1, title: 'Décharge pour la location d’équipement', text: releaseTextFr, labels: releaseTextsFr },
  {
    id: RESORT_CHARGE_RELEASE_ID,
    title: 'Autorisation de porter les achats à la carte',
    text: resortChargeTextFr,
    labels: { ...releaseTextsFr, SignaturePanelText: 'Signez ci-dessous pour autoriser les achats portés à votre carte.' },
  },
];

/** A picture's French drawing: the same file name with `.fr-CA` before `.svg` (`examples/static/rentals/`), its zoom settings kept. */
export const frenchPicture = (url: string): string => url.replace(/\.svg(?=[#?]|$)/, '.fr-CA.svg');

/** The pickup sites' words in French, by site id. */
export const rentalLocationsFr: Readonly<Record<number, { name: string; description: string; village: string; hours: string; address?: string }>> = {
  1: {
    name: 'Location du chalet de base',
    description: 'Au pied de la Summit Express, à côté des billetteries. Entrez, chaussez vos bottes et partez skier.',
    village: 'Village de la base',
    hours: 'Lun. au ven.\u00a0: 8 h à 17 h\nSam. et dim.\u00a0: 7 h à 18 h',
  },
  2: {
    name: 'Boutique de ski du village',
    description: 'Dans le village piétonnier, avec entreposage des skis pour la nuit. Nous vous appelons quand vos skis sont affûtés et prêts.',
    village: 'Village piétonnier',
    hours: 'Tous les jours\u00a0: 7 h 30 à 19 h',
  },
  3: {
    name: 'Tente de mi-montagne',
    description: 'Récupérez votre équipement au sommet de la télécabine Summit et commencez la journée en montagne.',
    village: '',
    hours: 'Tous les jours\u00a0: 9 h à 15 h',
    address: 'Au sommet de la télécabine Summit',
  },
};

const row = (group: LocalizedProperty['group'], entityId: number, key: string, value: string): LocalizedProperty => ({ group, entityId, key, language: 'fr-CA', value });

/** Every French row of the seeded releases and pickup sites. */
export function checkoutTranslations(): LocalizedProperty[] {
  const rows: LocalizedProperty[] = [];
  for (const release of releases) {
    rows.push(row('Release', release.id, 'Title', release.title), row('Release', release.id, 'TextHtml', release.text));
    for (const [key, value] of Object.entries(release.labels)) rows.push(row('Release', release.id, key, value));
  }
  for (const site of rentalLocations) {
    const french = rentalLocationsFr[site.id];
    if (!french) throw new Error(`Pickup site ${site.id} (${site.name}) has no French words.`);
    rows.push(row('RentalLocation', site.id, 'PickupSiteName', french.name), row('RentalLocation', site.id, 'Description', french.description), row('RentalLocation', site.id, 'HoursOfOperation', french.hours));
    if (french.village !== '') rows.push(row('RentalLocation', site.id, 'Village', french.village));
    if (french.address !== undefined) rows.push(row('RentalLocation', site.id, 'Address', french.address));
    // Its map and photos have words drawn in them: their French drawings.
    rows.push(row('RentalLocation', site.id, 'MapImageUrl', frenchPicture(site.map)));
    if (site.pictures.length > 0) rows.push(row('RentalLocation', site.id, 'LocationPictureUrls', JSON.stringify(site.pictures.map(frenchPicture))));
  }
  return rows;
}
