// Transitions of the production machines that no sequence of events can take, each with why.
// The coverage check fails if one of them is taken after all or no longer exists, so the list
// stays honest; anything else short of 100% fails the run.
export const UNREACHABLE: Record<string, string> = {
  'companyForm.saved --form.save [and(hasNoErrorsShown, isValid)]--> companyForm.creating':
    'Saved always holds a company, so Save from the banner updates it (the handlers are shared with editing).',
  'registration.failed --about.submit--> registration.about':
    'The failure is shown only after valid About answers, and any change leaves it first, so Submit from it is always valid.',
  'createGrant.failed --grant.submit--> createGrant.details':
    'The failure is shown only after valid details, and any change leaves it first, so Create Grant from it is always valid.',
};
