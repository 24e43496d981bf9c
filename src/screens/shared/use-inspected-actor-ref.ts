import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import type { Actor, ActorOptions, AnyStateMachine, InspectionEvent } from 'xstate';
import { notifyMachinesChanged, registerMachine } from './machine-registry';

/**
 * `useActorRef` that also lists the actor (under its machine id) in the state inspector while
 * the component is mounted. The inspection callback refreshes the inspector on every snapshot.
 */
export function useInspectedActorRef<TLogic extends AnyStateMachine>(
  logic: TLogic,
  options?: ActorOptions<TLogic>,
): Actor<TLogic> {
  const inspect = (event: InspectionEvent) => {
    if (event.type === '@xstate.snapshot') notifyMachinesChanged();
  };
  const actor = useActorRef(logic as AnyStateMachine, {
    ...(options as ActorOptions<AnyStateMachine> | undefined),
    inspect,
  }) as Actor<TLogic>;
  useEffect(() => registerMachine(logic.id, actor), [logic.id, actor]);
  return actor;
}
