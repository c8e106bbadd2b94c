import { useCallback, useEffect, useRef, useState } from 'react';
import { initialSignInState, transition, type SignInEffect, type SignInEvent, type SignInState } from './signin-machine.ts';

export type Dispatch = (event: SignInEvent) => void;
export type EffectRunner = (effect: SignInEffect, dispatch: Dispatch) => void;

/**
 * Runs the pure step machine in a component: `dispatch` applies an event and hands each effect
 * it asks for to `runEffect` (always the latest one passed in).
 */
export function useSignInMachine(runEffect: EffectRunner, start: SignInState = initialSignInState): [SignInState, Dispatch] {
  const [state, setState] = useState<SignInState>(start);
  const current = useRef<SignInState>(state);
  const runner = useRef(runEffect);

  useEffect(() => {
    runner.current = runEffect;
  });

  const dispatch: Dispatch = useCallback((event: SignInEvent) => {
    const { state: next, effects } = transition(current.current, event);
    if (next !== current.current) {
      current.current = next;
      setState(next);
    }
    for (const effect of effects) runner.current(effect, dispatch);
  }, []);

  return [state, dispatch];
}
