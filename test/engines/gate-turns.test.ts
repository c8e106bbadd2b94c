import { gateEngines, gateTurn } from './gate-turns.ts';
import { journeys } from './journeys.ts';

const shared = (names: string[]) => names.map((name) => ({ name }));

describe("the gate's turns of the engines", () => {
  it('runs each journey in one engine, alternating down the list', () => {
    const engines = gateEngines(shared(['a', 'b', 'c']), 0);
    expect([...engines]).toEqual([
      ['a', ['firefox']],
      ['b', ['webkit']],
      ['c', ['firefox']],
    ]);
  });

  it('gives each journey the other engine on the next turn, and the same one two turns on', () => {
    const list = shared(['a', 'b', 'c']);
    for (const name of ['a', 'b', 'c']) {
      expect(gateEngines(list, 1).get(name)).not.toEqual(gateEngines(list, 0).get(name));
      expect(gateEngines(list, 2).get(name)).toEqual(gateEngines(list, 0).get(name));
    }
  });

  it("keeps a journey's own gate engines, and does not count it in the turns", () => {
    const engines = gateEngines([{ name: 'a' }, { name: 'pay', gate: ['webkit'] }, { name: 'b' }], 0);
    expect(engines.get('pay')).toEqual(['webkit']);
    expect(engines.get('a')).toEqual(['firefox']);
    expect(engines.get('b')).toEqual(['webkit']);
  });

  it('puts every journey of the suite in an engine, and each engine gets some on either turn', () => {
    for (const turn of [0, 1]) {
      const engines = gateEngines(journeys, turn);
      expect([...engines.keys()]).toEqual(journeys.map((journey) => journey.name));
      for (const engine of ['firefox', 'webkit'] as const) expect([...engines.values()].some((list) => list.includes(engine))).toBe(true);
    }
  });

  it('takes the turn from ENGINES_TURN, else from the commits, never a negative or broken number', () => {
    expect(gateTurn({ ENGINES_TURN: '0' })).toBe(0);
    expect(gateTurn({ ENGINES_TURN: '7' })).toBe(7);
    expect(gateTurn({ ENGINES_TURN: '-1' })).toBeGreaterThanOrEqual(0);
    expect(Number.isInteger(gateTurn({ ENGINES_TURN: 'x' }))).toBe(true);
    expect(gateTurn({})).toBeGreaterThan(0);
  });
});
