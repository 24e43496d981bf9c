import type { ActorRefFrom } from 'xstate';
import type { FormStep } from '../../domain/application';
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
