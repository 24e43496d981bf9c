// Transitions of the production machines that no sequence of events can take, each with why.
// The coverage check fails if one of them is taken after all or no longer exists, so the list
// stays honest; anything else short of 100% fails the run.
const FAILED_IS_COMPLETE =
  'Submitting fails only for a complete, acknowledged application, and any edit leaves the failure first.';

const TOTALS_STAY_REFUSED =
  'The refused totals are left by any change of the table; the other answers leave the totals as refused, so Confirm from there always finds them refused again.';

export const UNREACHABLE: Record<string, string> = {
  'applicationWizard.budget.editing.invalidTotals --step.confirm [isStepValid]--> applicationWizard.budget.confirmed':
    TOTALS_STAY_REFUSED,
  'applicationWizard.budget.editing.invalidTotals --step.confirm--> (stays)': TOTALS_STAY_REFUSED,
  'companyForm.saved --form.save [and(hasNoErrorsShown, isValid)]--> companyForm.creating':
    'Saved always holds a company, so Save from the banner updates it (the handlers are shared with editing).',
  'registration.failed --about.submit--> registration.about':
    'The failure is shown only after valid About answers, and any change leaves it first, so Submit from it is always valid.',
  'createGrant.failed --grant.submit--> createGrant.details':
    'The failure is shown only after valid details, and any change leaves it first, so Create Grant from it is always valid.',
  'applicationWizard.documents.editing.sections --answer.change [isChangeFor]--> (stays)':
    'Documents change by upload or library choice; no answer.change exists for them (the shared step handlers list it).',
  'applicationWizard.review.failed --application.submit [and(isOwner, isFirstInvalidStep)]--> applicationWizard.contact.editing':
    FAILED_IS_COMPLETE,
  'applicationWizard.review.failed --application.submit [and(isOwner, isFirstInvalidStep)]--> applicationWizard.project.editing':
    FAILED_IS_COMPLETE,
  'applicationWizard.review.failed --application.submit [and(isOwner, isFirstInvalidStep)]--> applicationWizard.budget.editing':
    FAILED_IS_COMPLETE,
  'applicationWizard.review.failed --application.submit [and(isOwner, isFirstInvalidStep)]--> applicationWizard.documents.editing':
    FAILED_IS_COMPLETE,
  'applicationWizard.review.failed --application.submit [and(isOwner, isFirstInvalidStep)]--> applicationWizard.scope.editing':
    FAILED_IS_COMPLETE,
  'applicationWizard.review.failed --application.submit [and(isOwner, isFirstInvalidStep)]--> applicationWizard.final.editing':
    FAILED_IS_COMPLETE,
  'applicationWizard.review.failed --application.submit [isOwner]--> applicationWizard.commission':
    FAILED_IS_COMPLETE,
};
