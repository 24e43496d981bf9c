import type { ActorRefFrom } from 'xstate';
import type { FormStep } from '../../domain/application';
import type {
  ApplicationWizardSnapshot,
  applicationWizardMachine,
} from '../../machines/application-wizard.machine';

export type WizardActor = ActorRefFrom<typeof applicationWizardMachine>;
export type WizardLogic = typeof applicationWizardMachine;

export const selectAnswers = (s: ApplicationWizardSnapshot) => s.context.answers;
export const selectErrors = (s: ApplicationWizardSnapshot) => s.context.errors;
export const selectIsConfirmed = (step: FormStep) => (s: ApplicationWizardSnapshot) =>
  s.matches({ [step]: 'confirmed' } as never);
