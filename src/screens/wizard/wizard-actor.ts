import type { ActorRefFrom } from 'xstate';
import type { FormStep } from '../../domain/application-steps';
import {
  type ApplicationWizardSnapshot,
  type applicationWizardMachine,
  selectStep,
} from '../../machines/application-wizard.machine';

export type WizardActor = ActorRefFrom<typeof applicationWizardMachine>;
export type WizardLogic = typeof applicationWizardMachine;

export const selectAnswers = (s: ApplicationWizardSnapshot) => s.context.answers;
export const selectErrors = (s: ApplicationWizardSnapshot) => s.context.errors;
/** The step's answers are confirmed and shown for review (its `confirmed` state's tag). */
export const selectIsConfirmed = (step: FormStep) => (s: ApplicationWizardSnapshot) =>
  selectStep(s) === step && s.hasTag('review');

/** The From library picker: its section, whether the library is read, and its documents. */
export const selectLibrary = (s: ApplicationWizardSnapshot) => {
  const library = s.context.library;
  if (!library) return null;
  const status = s.matches({ documents: { editing: { library: 'loading' } } })
    ? ('loading' as const)
    : s.matches({ documents: { editing: { library: 'failed' } } })
      ? ('failed' as const)
      : ('showing' as const);
  return { ...library, status };
};
