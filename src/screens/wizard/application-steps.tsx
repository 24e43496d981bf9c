import type { WizardStep } from '../../domain/application';
import { DocumentsStep, type LoadLibrary } from './documents-step';
import { BudgetStep, ContactStep, FinalStep, ProjectStep, ScopeStep } from './form-steps';
import { CompletionStep, ReviewStep } from './other-steps';
import type { WizardActor } from './wizard-actor';

/** Every step after the first: a chunk of its own, which loads once the first step shows. */
export function LaterStep({
  actor,
  step,
  loadLibrary,
}: {
  actor: WizardActor;
  step: Exclude<WizardStep, 'commission'>;
  loadLibrary: LoadLibrary;
}) {
  switch (step) {
    case 'contact':
      return <ContactStep actor={actor} />;
    case 'project':
      return <ProjectStep actor={actor} />;
    case 'budget':
      return <BudgetStep actor={actor} />;
    case 'documents':
      return <DocumentsStep actor={actor} loadLibrary={loadLibrary} />;
    case 'scope':
      return <ScopeStep actor={actor} />;
    case 'final':
      return <FinalStep actor={actor} />;
    case 'review':
      return <ReviewStep actor={actor} />;
    case 'submitted':
      return <CompletionStep actor={actor} />;
  }
}
