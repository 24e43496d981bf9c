// The help texts' constants: each appears where it belongs in the answers below.
export const SUPPORT_EMAIL = 'support@grantwise.app';
export const SUPPORT_WEBINAR = 'Wednesdays at 2 PM EST';
export const MATCHES_WITHIN = '24-48 hours';
export const ACCEPTED_FORMATS = 'PDF, DOC, DOCX';

export interface HelpItem {
  id: string;
  question: string;
  answer: string[];
}

export const TROUBLESHOOTING_FAQ: HelpItem[] = [
  {
    id: 'login',
    question: "I can't sign in to my account",
    answer: [
      'Check that you are using the email address you registered with and that Caps Lock is off; passwords are case-sensitive.',
      'If you registered with Google, use the Google sign-in button instead of a password.',
      `Still locked out? Use Forgot Password on the sign-in page, or write to ${SUPPORT_EMAIL} from your registered address and we will help you back in.`,
    ],
  },
  {
    id: 'submission',
    question: 'My grant application shows an error when I submit it',
    answer: [
      'Every step of the application must be confirmed before you can submit: look for a step still marked for editing and check the messages under its fields.',
      `Documents must be uploaded in one of the accepted formats: ${ACCEPTED_FORMATS}. Re-upload any file that failed and try again.`,
      'Your draft is kept while you work, so you can leave the page and come back without losing your entries.',
    ],
  },
  {
    id: 'matches',
    question: "I don't see any grant matches",
    answer: [
      `New grant matches appear within ${MATCHES_WITHIN} after you complete your profile and company information.`,
      'Complete more missions on your dashboard and keep your company industry and address up to date: the more we know, the better the matches.',
      'You can always browse every open grant from Opportunities in the meantime.',
    ],
  },
  {
    id: 'slow',
    question: 'The app is slow or a page does not load',
    answer: [
      'Reload the page and check your internet connection. Closing other tabs that upload or stream can help.',
      'Use an up-to-date version of Chrome, Edge, Firefox or Safari, and clear the browser cache if the problem continues.',
      `If a page keeps failing, write to ${SUPPORT_EMAIL} with the page address and the time it happened.`,
    ],
  },
  {
    id: 'features',
    question: "Some features aren't available to me",
    answer: [
      'Most of Grantwise needs you to be signed in: News, Troubleshooting and the Affiliates programme are open to everyone, the rest appears after sign-in.',
      'Some features need a verified account, and some grants are limited to verified nonprofits. Complete your company information to start verification.',
    ],
  },
  {
    id: 'help',
    question: 'Where can I get more help?',
    answer: [
      `Join our live support webinar, held ${SUPPORT_WEBINAR}, to ask questions and see the application process step by step.`,
      `You can also browse the Resource Library for templates, or write to ${SUPPORT_EMAIL}; we answer within one business day.`,
    ],
  },
  {
    id: 'delete',
    question: 'How do I delete my account?',
    answer: [
      `Write to ${SUPPORT_EMAIL} from the email address of your account and ask for it to be deleted.`,
      'Download any documents you want to keep from the Resource Library first: deleting the account removes your applications, documents and referrals, and cannot be undone.',
    ],
  },
];
