/**
 * The catalog in Canadian French, beside each entity (`platform/localized.ts`): category, product,
 * attribute and value names, the products' descriptions and the attributes' prompts. An attribute's
 * French prompt is its own prompt with its name in French, so the store's markers (`[Date]`,
 * `[Assigned To]`, …) stay as the widgets read them. Times of day, numbers and the dated evenings
 * are the same in both languages and have no row: the own value shows.
 */
import type { LocalizedProperty } from '../platform/localized.ts';
import { categories, products, type SeedProduct } from './seed.ts';

export const categoryNamesFr: Readonly<Record<number, string>> = {
  1: 'Passes de saison',
  2: 'Billets de remontée',
  3: 'Location',
  4: 'Activités',
  5: 'Bons',
  6: 'Billets de plusieurs jours',
};

export const productsFr: Readonly<Record<number, { name: string; description: string }>> = {
  1: { name: 'Passe de saison - Adulte', description: 'Skiez ou glissez tous les jours de la saison 2026-2027. Le prix de prévente prend fin bientôt.' },
  2: { name: 'Passe de saison - Enfant', description: 'Pour les skieurs et les planchistes de 6 à 12 ans. Comprend la carte des pistes Mountain Kids.' },
  3: { name: 'Billet de remontée 1 jour', description: 'Une journée d’accès aux 14 remontées. Achetez en ligne et évitez la file à la billetterie.' },
  4: { name: 'Forfait de location de ski', description: 'Skis, bottes et bâtons, ajustés par nos techniciens. Prix par jour.' },
  5: { name: 'Randonnée guidée en raquettes', description: 'Deux heures dans la forêt ancienne avec un guide naturaliste. Raquettes comprises.' },
  6: { name: 'Départ de golf - Parcours de la montagne', description: 'Du golf l’été à 2 440 mètres d’altitude. Prix par joueur\u202f; 20 $ US sont payables en ligne, le reste au parcours.' },
  7: { name: 'Bon-cadeau de 100 $ US', description: 'Valable pour tout à la station\u00a0: passes, leçons, location et souper en montagne.' },
  8: { name: 'Forfait leçon pour débutants', description: 'Une leçon en matinée avec un moniteur certifié, l’accès aux remontées de la zone d’apprentissage et l’équipement en location. Réservez deux jours à l’avance, avant 17 h.' },
  9: { name: 'Recharge de carte de remontée', description: 'Un billet d’une journée chargé sur une nouvelle carte, ou sur la carte que vous avez déjà (5 $ US de moins).' },
  10: { name: 'Renouvellement de passe de saison', description: 'Renouvelez la passe de la saison dernière pour le même skieur, au prix de renouvellement. La passe reste à son titulaire.' },
  11: { name: 'Souper aux flambeaux', description: 'Montez en télécabine au crépuscule, admirez la descente aux flambeaux et soupez au chalet du sommet. Quatre soirées cet hiver.' },
  12: { name: 'Location de planche à neige', description: 'Planche et bottes pour les jours de votre choix, prix par jour. Choisissez les jours dans le calendrier\u202f; ils n’ont pas à se suivre.' },
  13: { name: 'Billet de remontée 3 jours', description: 'Trois jours consécutifs sur les 14 remontées, au prix de chaque jour\u00a0: le calendrier montre ce que coûtent les trois jours ensemble.' },
  14: { name: 'Déjeuner premières traces', description: 'Montez en télécabine avant l’ouverture des remontées, déjeunez au sommet et faites la première descente sur une piste fraîchement damée. Chaque membre peut détenir deux réservations par saison.' },
  15: { name: 'Billet de remontée flexible 4 jours', description: 'Quatre jours de votre choix dans la saison, consécutifs ou non, au prix de chaque jour\u00a0: choisissez jusqu’à quatre jours dans le calendrier et payez ce que coûte chacun.' },
};

/** Attribute names by their own (English) name: the same name reads the same in every product. */
export const attributeNamesFr: Readonly<Record<string, string>> = {
  'Pass Type': 'Type de passe',
  'Start Date': 'Date de début',
  'Age Group': 'Groupe d’âge',
  Package: 'Forfait',
  'Tour Time': 'Heure de la randonnée',
  Date: 'Date',
  Time: 'Heure',
  Holes: 'Trous',
  'Lesson Date': 'Date de la leçon',
  Discipline: 'Discipline',
  Stance: 'Position',
  'Group Size': 'Taille du groupe',
  Extras: 'Options',
  'Notes for your instructor': 'Notes pour votre moniteur',
  'Ski Date': 'Date de ski',
  Card: 'Carte',
  'Card Number': 'Numéro de carte',
  'Sales Channel': 'Canal de vente',
  'Loyalty Number': 'Numéro de fidélité',
  'Valid For': 'Valide pour',
  Evening: 'Soirée',
  Menu: 'Menu',
  'Rental Days': 'Jours de location',
  Board: 'Planche',
  'Ski Days': 'Jours de ski',
  'Reservation Date': 'Date de réservation',
  Seating: 'Place',
};

/** Value names by their own name; a store marker (`[Reload]`) stays. */
export const valueNamesFr: Readonly<Record<string, string>> = {
  Unlimited: 'Illimitée',
  Midweek: 'En semaine',
  Adult: 'Adulte',
  'Child (6-12)': 'Enfant (6 à 12 ans)',
  'Senior (65+)': 'Aîné (65 ans et plus)',
  Sport: 'Sport',
  Performance: 'Performance',
  Ski: 'Ski',
  Snowboard: 'Planche à neige',
  'Regular (left foot forward)': 'Régulière (pied gauche devant)',
  'Goofy (right foot forward)': 'Goofy (pied droit devant)',
  'Group lesson': 'Leçon de groupe',
  'Private lesson': 'Leçon privée',
  'Helmet rental': 'Location de casque',
  'Mountain lunch': 'Dîner en montagne',
  'New card': 'Nouvelle carte',
  'Reload my card [Reload]': 'Recharger ma carte [Reload]',
  Online: 'En ligne',
  'This season': 'Cette saison',
  'Mountain menu': 'Menu montagnard',
  'Vegetarian menu': 'Menu végétarien',
  'All-mountain': 'Toute-montagne',
  Freestyle: 'Style libre',
  'Summit lodge': 'Chalet du sommet',
  'Window table': 'Table près de la fenêtre',
};

/** Values the same in both languages: times of day and counts. */
const SAME_IN_FRENCH = /^(\d{1,2}:\d{2} [AP]M|\d+)$/;

/**
 * An attribute's prompt with its name in French: the own prompt starts with the own name, and
 * the markers after it stay as they are.
 */
export function promptInFrench(prompt: string, name: string, french: string): string {
  if (!prompt.startsWith(name)) throw new Error(`The prompt "${prompt}" does not start with its attribute's name "${name}".`);
  return `${french}${prompt.slice(name.length)}`;
}

function productRows(product: SeedProduct): LocalizedProperty[] {
  const french = productsFr[product.id];
  if (!french) throw new Error(`Product ${product.id} (${product.name}) has no French name and description.`);
  const rows: LocalizedProperty[] = [
    { group: 'Product', entityId: product.id, key: 'Name', language: 'fr-CA', value: french.name },
    { group: 'Product', entityId: product.id, key: 'ShortDescription', language: 'fr-CA', value: french.description },
  ];
  for (const attribute of product.attributes) {
    const name = attributeNamesFr[attribute.name];
    if (name === undefined) throw new Error(`The attribute "${attribute.name}" has no French name.`);
    rows.push(
      { group: 'ProductAttribute', entityId: attribute.id, key: 'Name', language: 'fr-CA', value: name },
      { group: 'ProductAttribute', entityId: attribute.id, key: 'TextPrompt', language: 'fr-CA', value: promptInFrench(attribute.prompt, attribute.name, name) },
    );
    for (const value of attribute.values ?? []) {
      if (SAME_IN_FRENCH.test(value.name)) continue;
      const valueName = valueNamesFr[value.name];
      if (valueName === undefined) throw new Error(`The value "${value.name}" of "${attribute.name}" has no French name.`);
      rows.push({ group: 'ProductAttributeValue', entityId: value.id, key: 'Name', language: 'fr-CA', value: valueName });
    }
  }
  return rows;
}

/** Every French row of the seeded catalog. */
export function catalogTranslations(): LocalizedProperty[] {
  return [
    ...categories.map((category): LocalizedProperty => {
      const name = categoryNamesFr[category.id];
      if (name === undefined) throw new Error(`Category ${category.id} (${category.name}) has no French name.`);
      return { group: 'Category', entityId: category.id, key: 'Name', language: 'fr-CA', value: name };
    }),
    ...products.flatMap(productRows),
  ];
}
