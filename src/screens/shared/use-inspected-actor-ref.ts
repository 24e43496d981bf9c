import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { Actor, ActorOptions, AnyStateMachine } from 'xstate';
import { registerMachine } from '../../lib/machine-registry';

/**
 * `useActorRef` that also lists the actor (under its machine id) in the state inspector while
 * the component is mounted; the registry follows its snapshots. The input it was created with
 * (read once, as `useActorRef` reads it) is listed with it.
 */
export function useInspectedActorRef<TLogic extends AnyStateMachine>(
  logic: TLogic,
  options?: ActorOptions<TLogic>,
): Actor<TLogic> {
  const actor = useActorRef(logic, options);
  // The first input, as the actor got it: the inspector's "Copy as model path" starts from it.
  const [input] = useState(() => options?.input);
  useEffect(() => registerMachine(logic.id, actor, input), [logic.id, actor, input]);
  return actor;
}
