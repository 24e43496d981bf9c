import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import type { Actor, ActorOptions, AnyStateMachine } from 'xstate';
import { registerMachine } from '../../lib/machine-registry';

/**
 * `useActorRef` that also lists the actor (under its machine id) in the state inspector while
 * the component is mounted; the registry follows its snapshots.
 */
export function useInspectedActorRef<TLogic extends AnyStateMachine>(
  logic: TLogic,
  options?: ActorOptions<TLogic>,
): Actor<TLogic> {
  const actor = useActorRef(logic, options);
  useEffect(() => registerMachine(logic.id, actor), [logic.id, actor]);
  return actor;
}
