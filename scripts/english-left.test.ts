// @vitest-environment node
import { englishLabelPatterns, englishLeft, templatePattern, type EnglishCheck } from './english-left.ts';

const check: EnglishCheck = {
  labels: [templatePattern('Remove {name}'), templatePattern('Your Shopping Cart is empty')],
  data: ['lift ticket - 1 day', 'summit peak resort'],
};

describe('English left on a French page', () => {
  it('finds an English label, whatever fills its placeholders', () => {
    expect(englishLeft(['Remove Lift Ticket - 1 Day', 'Your Shopping Cart is empty'], check)).toEqual([
      'Remove Lift Ticket - 1 Day (an English label)',
      'Your Shopping Cart is empty (an English label)',
    ]);
  });

  it('finds a sentence a component built in English', () => {
    expect(englishLeft(['Loading the map…', 'Choose a size'], check)).toEqual(['Loading the map… ("loading")', 'Choose a size ("choose")']);
  });

  it('leaves French, names and data alone, also inside a French sentence', () => {
    expect(englishLeft(['Retirer Lift Ticket - 1 Day', 'Bienvenue à Summit Peak Resort', 'Votre panier est vide', '1 234,50 $', 'OK'], check)).toEqual([]);
  });

  it('leaves a label a story’s own data says alone (a fixture’s value, with its price)', () => {
    const withData: EnglishCheck = { labels: [templatePattern('Reload my card ({number})'), templatePattern('Failed')], data: ['reload my card', 'failed'] };
    expect(englishLeft(['Reload my card (−5,00 $ US)', 'Failed'], withData)).toEqual([]);
    expect(englishLeft(['Reload my card (6001 2345)'], { ...withData, data: [] })).toEqual(['Reload my card (6001 2345) (an English label)']);
  });
});

describe('the English labels', () => {
  it('are read from the English and French catalogues: a label counts where its French differs', async () => {
    const labels = await englishLabelPatterns();
    const english = (text: string) => labels.some((pattern) => pattern.test(text));
    // product.addToCart: "Ajouter au panier" in French; common OK and Total read the same in both.
    expect(english('Add to cart')).toBe(true);
    expect(english('Ajouter au panier')).toBe(false);
    expect(english('OK')).toBe(false);
  });

  it('need two fixed words beside a placeholder, and a placeholder holds a name, not a sentence', async () => {
    const labels = await englishLabelPatterns();
    const english = (text: string) => labels.some((pattern) => pattern.test(text));
    // `{product} for {contact}` would be any sentence with "for" in it.
    expect(english('Sam Morgan is 11; Unlimited is for ages 18 and over.')).toBe(false);
    expect(english('Les modifications n’ont pas pu être enregistrées : This date range overlaps the next date range')).toBe(false);
    expect(english('Season Pass - Adult was added to your cart.')).toBe(true);
  });
});
