import { fromPromise } from 'xstate';
import { register } from '../../api/auth';
import { registrationMachine } from '../../machines/registration.machine';

export const registrationLogic = registrationMachine.provide({
  actors: { register: fromPromise(({ input }) => register(input)) },
});
