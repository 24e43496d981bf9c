import type { WizardStep } from '../../domain/application-steps';
import { DocumentsStep } from './documents-step';
import { BudgetStep, ContactStep, FinalStep, ProjectStep, ScopeStep } from './form-steps';
import { CompletionStep, ReviewStep } from './review-and-completion';
import type { WizardActor } from './wizard-actor';

/** Steps 2 to 10 of an application (the commission acknowledgement comes with the wizard). */
export function ApplicationStep({
  actor,
  step,
}: {
  actor: WizardActor;
  step: Exclude<WizardStep, 'commission'>;
}) {
  switch (step) {
    case 'contact':
      return <ContactStep actor={actor} />;
    case 'project':
      return <ProjectStep actor={actor} />;
    case 'budget':
      return <BudgetStep actor={actor} />;
    case 'documents':
      return <DocumentsStep actor={actor} />;
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
