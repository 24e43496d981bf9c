// What a tester does for each event of the production machines, in the screen's words: the
// generated test plans (docs/test-plans) and the inspector's "Copy as test steps" write steps
// with these, so a recorded session reads like a plan. Fields are named by their labels on
// screen (the model tests find the fields by the same labels, so a label that changes on screen
// fails them), option values by the option shown, and dates relative to the day of the session.
import type { AnyStateMachine } from 'xstate';
import { DOCUMENT_SECTION_NAMES, STEP_TITLES } from '../domain/application-steps';
import { ORGANIZATION_TYPE_OPTIONS, GRANT_PROJECT_STAGE_OPTIONS } from '../domain/grant';
import { AGE_RANGE_OPTIONS, ETHNICITY_OPTIONS, GENDER_OPTIONS } from '../domain/options';
import { FIELD_LABELS } from '../domain/application-steps';
import { type ChartNode, chartOf } from './chart-model';

type Descriptions = Record<string, string>;

/**
 * `{name}` is filled in from the event's payload: `{field}` with the field's label, `{value}`
 * with the value as shown (an option's label, a date relative to today), `{step}` with the
 * wizard step's title, `{section}` with the document section's title.
 */
export const PLAN_EVENTS: Record<string, Descriptions> = {
  auth: {
    'credentials.submit': 'Enter the email "{email}" and the password, then press "Login"',
    'google.submit': 'Press "Sign in with Google" and choose a Google account',
    'xstate.done.actor.loginWithEmail': 'The server accepts the email and password',
    'xstate.error.actor.loginWithEmail': 'The server refuses the email and password',
    'xstate.done.actor.loginWithGoogle': 'The server accepts the Google account',
    'xstate.error.actor.loginWithGoogle': 'The server refuses the Google account',
    'error.dismiss': 'Dismiss the error message',
    'user.updated': 'Change your name under Home, Personal Information, and save',
    'session.signOut': 'Open the account menu and choose "Logout"',
    'session.expired':
      'The session ends elsewhere (the server answers 401, or another tab signs out)',
    'xstate.done.actor.logout': 'The server ends the session',
    'xstate.error.actor.logout': 'The server fails to end the session',
    'xstate.done.actor.loadMe': 'The server sends the rest of the profile',
    'xstate.error.actor.loadMe': 'The server fails to send the profile',
  },
  registration: {
    'credentials.change': 'Type "{value}" into {field}',
    'credentials.toggle': 'Tick {field}',
    'credentials.submit': 'Press "Submit" on "Your account"',
    'about.change': 'Choose "{value}" for {field}',
    'about.back': 'Press "Back"',
    'about.submit': 'Press "Submit" on "About Yourself"',
    'xstate.done.actor.register': 'The server creates the account',
    'xstate.error.actor.register': 'The server answers that the email already exists',
  },
  personalInfo: {
    'field.change': 'Type "{value}" into {field}',
    'form.save': 'Press "Save Changes"',
    'xstate.done.actor.0.personalInfo.saving': 'The server saves the changes',
    'xstate.error.actor.0.personalInfo.saving': 'The server refuses the current password',
  },
  companyForm: {
    'xstate.done.actor.0.companyForm.loading':
      'The server answers with the saved company (or none)',
    'xstate.error.actor.0.companyForm.loading': 'The server fails to answer',
    'field.change': 'Type "{value}" into {field}',
    'form.save': 'Press "Save Changes"',
    'form.cancel': 'Press "Cancel"',
    'xstate.done.actor.0.companyForm.creating': 'The server creates the company',
    'xstate.error.actor.0.companyForm.creating': 'The server fails to create the company',
    'xstate.done.actor.0.companyForm.updating': 'The server updates the company',
    'xstate.error.actor.0.companyForm.updating': 'The server fails to update the company',
    'xstate.after.successBanner.companyForm.saved': 'Wait 3 seconds',
  },
  missions: {
    'xstate.done.actor.loadMissions': 'The server answers with your missions',
    'xstate.error.actor.loadMissions': 'The server fails to answer',
    'missions.retry': 'Press "Try Again"',
    'mission.complete': 'Press "Add" on an open mission',
    'xstate.done.actor.updateMission': 'The server completes the mission',
    'xstate.error.actor.updateMission': 'The server fails to complete the mission',
    'error.dismiss': 'Press "Dismiss"',
    'xstate.after.updatedBanner.missions.updated': 'Wait until the success message goes',
  },
  createGrant: {
    'basics.change': 'Enter "{value}" in {field}',
    'step.next': 'Press "Next Step"',
    'details.change': 'Enter "{value}" in {field}',
    'step.back': 'Press "Back"',
    'grant.submit': 'Press "Create Grant"',
    'grant.createAnother': 'Press "Create Another Grant"',
    'xstate.done.actor.0.createGrant.submitting': 'The server creates the grant',
    'xstate.error.actor.0.createGrant.submitting': 'The server fails to create the grant',
  },
  applicationWizard: {
    'draft.resume': 'Choose to continue the saved draft',
    'draft.discard': 'Choose to start over',
    'commission.acknowledge': 'Acknowledge the commission',
    'answer.change': 'On the {step} step, enter "{value}" in {field}',
    'step.confirm': 'Press "Confirm"',
    'step.edit': 'Press "Edit"',
    'step.next': 'Press "Next"',
    'step.reset': 'Press "Reset"',
    'document.upload': 'Upload {file} for {section}',
    'document.selectFailed': 'Pick a file that is refused for {section}',
    'library.open': 'Press "From library" for {section}',
    'xstate.done.actor.loadLibrary': 'Your library loads',
    'xstate.error.actor.loadLibrary': 'Your library fails to load',
    'library.retry': 'In the library, press "Try again"',
    'library.close': 'Close the library',
    'document.choose': 'Choose {fileName} from the library for {section}',
    'xstate.done.actor.uploadDocument': 'The upload finishes',
    'xstate.error.actor.uploadDocument': 'The upload fails',
    'review.edit': 'On the review, press "Edit" for the {step} step',
    'application.submit': 'Press "Submit"',
    'xstate.done.actor.submitApplication': 'The server accepts the application',
    'xstate.error.actor.submitApplication': 'The server fails to accept the application',
    'answers.save': 'Choose to save your answers for next time',
    'answers.skip': 'Choose not to save your answers',
    'xstate.done.actor.saveAnswers': 'The server saves the answers',
    'xstate.error.actor.saveAnswers': 'The server fails to save the answers',
  },
  library: {
    'xstate.done.actor.loadFolders': 'The folders load',
    'xstate.error.actor.loadFolders': 'The folders fail to load',
    'xstate.done.actor.loadFiles': 'The files of the folder load',
    'xstate.error.actor.loadFiles': 'The files of the folder fail to load',
    'folder.select': 'Open the folder "{folder}"',
    'upload.open': 'Press "Upload"',
    'folderDialog.open': 'Press "New folder"',
    'deleteDialog.open': 'Choose "Delete Document" for {label}',
    'folderDeleteDialog.open': 'Press "Delete folder {label}"',
    'moveDialog.open': 'Choose "Move to folder" for a file',
    'dialog.close': 'Close the dialog',
    'file.upload': 'Upload {file} into "{folder}"',
    'folder.create': 'Create the folder "{name}"',
    'folder.delete': 'Press "Delete" to delete the folder',
    'files.delete': 'Press "Delete" to delete them',
    'file.toggleAppUse': 'Switch "use in applications" for a file',
    'file.move': 'Choose "{folder}" and press "Move"',
    'file.download': 'Download a file',
    'xstate.done.actor.uploadFile': 'The upload finishes',
    'xstate.error.actor.uploadFile': 'The upload fails',
    'xstate.done.actor.createFolder': 'The server creates the folder',
    'xstate.error.actor.createFolder': 'The server fails to create the folder',
    'xstate.done.actor.deleteEntries': 'The server deletes them',
    'xstate.error.actor.deleteEntries': 'The server fails to delete them',
    'xstate.done.actor.updateResource': 'The server saves the change',
    'xstate.error.actor.updateResource': 'The server fails to save the change',
    'xstate.done.actor.downloadFile': 'The download starts',
    'xstate.error.actor.downloadFile': 'The download fails',
  },
  preview: {
    'xstate.done.actor.findResource': 'The file is found among your files (or it is not)',
    'xstate.error.actor.findResource': 'Looking the file up fails',
    'xstate.done.actor.loadContent': 'The content of the file loads',
    'xstate.error.actor.loadContent': 'Loading the content fails',
    'preview.retry': 'Press "Try again"',
  },
  notifications: {
    'xstate.done.actor.loadNotifications': 'The server answers with your notifications',
    'xstate.error.actor.loadNotifications': 'The server fails to answer',
    'bell.open': 'Press the bell ("Notifications") in the header',
    'bell.close': 'Press Escape to close the notifications',
    'notifications.refresh': 'Go to another page (the bell reads its list again)',
    'notifications.retry': 'In the notifications, press "Try again"',
    'xstate.done.actor.markRead': 'The server marks them read',
    'xstate.error.actor.markRead': 'The server fails to mark them read',
  },
};

/** The registration form's fields as the screen labels them. */
export const REGISTRATION_LABELS: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  password: 'Password',
  acceptTerms: 'I agree to the Terms and Conditions',
  acceptPrivacy: 'I agree to the Privacy Policy',
  gender: 'Gender',
  ageRange: 'Age range',
  ethnicity: 'Ethnicity',
};

/** Home's Personal Information fields as the screen labels them. */
export const PERSONAL_INFO_LABELS: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  oldPassword: 'Current password',
  password: 'New password',
  confirmPassword: 'Confirm new password',
};

/** Home's company form fields as the screen labels them. */
export const COMPANY_LABELS: Record<string, string> = {
  ein: 'Company EIN',
  email: 'Company E-mail',
  name: 'Company Legal Name',
  dba: 'DBA (Doing Business As)',
  address: 'Company HQ Address',
  industry: 'Company Industry',
  website: 'Company Website',
};

/** The create-grant form's fields as the screen labels them. */
export const CREATE_GRANT_LABELS: Record<string, string> = {
  title: 'Title',
  sector: 'Sector',
  sectorFocus: 'Sector Focus',
  fundingSize: 'Funding Size (USD)',
  deadline: 'Deadline',
  organizationType: 'Organization Type',
  motive: 'Motive',
  description: 'Description',
  sectorDescription: 'Sector Description',
  criteria: 'Criteria',
  projectStage: 'Project Stage',
};

type Payload = { type: string } & Record<string, unknown>;

const FIELD_LABELS_BY_MACHINE: Record<
  string,
  (event: Payload, field: string) => string | undefined
> = {
  registration: (_event, field) => REGISTRATION_LABELS[field],
  personalInfo: (_event, field) => PERSONAL_INFO_LABELS[field],
  companyForm: (_event, field) => COMPANY_LABELS[field],
  createGrant: (_event, field) => CREATE_GRANT_LABELS[field],
  applicationWizard: (event, field) =>
    (FIELD_LABELS as Record<string, Record<string, string>>)[String(event.step)]?.[field],
};

const OPTION_LISTS: Record<string, readonly { value: string; label: string }[]> = {
  gender: GENDER_OPTIONS,
  ageRange: AGE_RANGE_OPTIONS,
  ethnicity: ETHNICITY_OPTIONS,
  organizationType: ORGANIZATION_TYPE_OPTIONS,
  projectStage: GRANT_PROJECT_STAGE_OPTIONS,
};

const DAY = 24 * 60 * 60 * 1000;

/** `2026-04-01` seen on `today` (2026-03-10): "a date 22 days from today". */
export function relativeDate(iso: string, today: Date): string {
  const [year, month, day] = iso.split('-').map(Number);
  const date = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1);
  const start = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  const days = Math.round((date - start) / DAY);
  if (days === 0) return 'today’s date';
  if (days === 1) return 'tomorrow’s date';
  if (days === -1) return 'yesterday’s date';
  return days > 0 ? `a date ${days} days from today` : `a date ${-days} days before today`;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function shownValue(value: unknown, field: string | undefined, today: Date | undefined): string {
  if (Array.isArray(value)) return value.map((v) => shownValue(v, field, today)).join(', ');
  if (value && typeof value === 'object' && '$file' in value) {
    const file = (value as { $file: { name?: unknown } }).$file;
    return `file ${String(file?.name ?? '')}`;
  }
  const text = String(value ?? '');
  const option = field ? OPTION_LISTS[field]?.find((o) => o.value === text) : undefined;
  if (option) return option.label;
  return text;
}

export interface PlanStep {
  text: string;
  /** What the words lack: an event without a description, a field without a label. */
  missing: string[];
}

/**
 * What the tester does for `event` of `machine`, in the screen's words. `today` is the day the
 * steps are read against (dates become relative to it); without it dates stay as they are.
 */
export function planStep(machine: string, event: Payload, today?: Date): PlanStep {
  const template = PLAN_EVENTS[machine]?.[event.type];
  if (template === undefined) return { text: event.type, missing: [`event ${event.type}`] };
  const missing: string[] = [];
  const field = typeof event.field === 'string' ? event.field : undefined;
  const text = template.replace(/"\{(\w+)\}"|\{(\w+)\}/g, (all, quoted?: string, bare?: string) => {
    const name = (quoted ?? bare) as string;
    const value = event[name];
    if (name === 'field' && field) {
      const label = FIELD_LABELS_BY_MACHINE[machine]?.(event, field);
      if (!label) missing.push(`label of ${machine} field ${field}`);
      return label ?? field;
    }
    if (name === 'step' && typeof value === 'string')
      return (STEP_TITLES as Record<string, string>)[value] ?? value;
    if (name === 'section' && typeof value === 'string')
      return (DOCUMENT_SECTION_NAMES as Record<string, { title: string }>)[value]?.title ?? value;
    if (name === 'value' && typeof value === 'string' && ISO_DATE.test(value) && today)
      return relativeDate(value, today);
    if (value === undefined) return all.replace(/[{}]/g, '');
    if (value === '') return 'nothing';
    const shown = shownValue(value, name === 'value' ? field : name, today);
    return quoted ? `"${shown}"` : shown;
  });
  return { text, missing };
}

const descriptions = new WeakMap<AnyStateMachine, Map<string, string>>();

function descriptionsOf(machine: AnyStateMachine): Map<string, string> {
  let map = descriptions.get(machine);
  if (!map) {
    map = new Map();
    const walk = (node: ChartNode) => {
      if (node.description) map?.set(node.path, node.description);
      node.children.forEach(walk);
    };
    walk(chartOf(machine));
    descriptions.set(machine, map);
  }
  return map;
}

/**
 * What the tester should see in a state (`contact.editing`, parallel parts joined by ','): the
 * `meta.description` of each part's innermost state that has one.
 */
export function whatToSee(machine: AnyStateMachine, stateKey: string): string {
  const known = descriptionsOf(machine);
  return stateKey
    .split(',')
    .map((part) => {
      const parts = part.split('.');
      for (let n = parts.length; n > 0; n--) {
        const description = known.get(parts.slice(0, n).join('.'));
        if (description) return description;
      }
      return part;
    })
    .join('; ');
}
