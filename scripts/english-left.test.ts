// @vitest-environment node
import { englishLeft, templatePattern, type EnglishCheck } from './english-left.ts';

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
});
