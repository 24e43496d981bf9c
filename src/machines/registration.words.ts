import type { registrationMachine } from './registration.machine';
import type { TesterWords } from './tester-words';
import { REGISTRATION_LABELS } from '../domain/registration';
import { AGE_RANGE_OPTIONS, ETHNICITY_OPTIONS, GENDER_OPTIONS } from '../domain/options';

/** What a tester does for each event of the registration machine (see tester-words.ts). */
export const words: TesterWords<typeof registrationMachine> = {
  machine: 'registration',
  events: {
    'credentials.change': 'Type "{value}" into {field}',
    'credentials.toggle': 'Tick {field}',
    'credentials.submit': 'Press "Submit" on "Your account"',
    'about.change': 'Choose "{value}" for {field}',
    'about.back': 'Press "Back"',
    'about.submit': 'Press "Submit" on "About Yourself"',
    'xstate.done.actor.register': 'The server creates the account',
    'xstate.error.actor.register': 'The server answers that the email already exists',
  },
  examples: {
    'credentials.change': [{ field: 'firstName', value: 'Ada' }],
    'credentials.toggle': [{ field: 'acceptTerms', value: true }],
    'about.change': [{ field: 'gender', value: 'female' }],
  },
  fieldLabel: (_event, field) => (REGISTRATION_LABELS as Record<string, string>)[field],
  options: { gender: GENDER_OPTIONS, ageRange: AGE_RANGE_OPTIONS, ethnicity: ETHNICITY_OPTIONS },
};
