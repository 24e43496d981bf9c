// The tests the dev-server pass keeps (playwright.dev.config.ts), each with why it runs there:
// its behaviour depends on StrictMode, toasts, dialogs or lazily loaded code. A unit test
// (tests/unit/dev-pass.test.ts) fails when a title here names no test of its file, so a renamed
// test cannot leave the pass silently.
export const KEPT: Record<string, Record<string, string>> = {
  'affiliates.spec.ts': {
    'clicking the referral link copies it to the clipboard':
      'a toast: the lazily loaded toast container, mounted twice by StrictMode, must still show it',
    'Download saves referral-qr-code.png, a 200 px QR code of the referral link':
      'the QR code library is a chunk loaded on demand',
    'an anonymous visitor subscribes; the block stays gone after a reload, and a second subscription is refused':
      'a one-shot write with a toast, and its error, under StrictMode',
  },
  'application-wizard.spec.ts': {
    // Not the journey from top picks to a submitted application (158 s here, the pass's longest
    // by far): the reload below starts the wizard's machine under StrictMode and compiles its
    // steps' chunks, and the submit's toast is the toast container the affiliates tests prove.
    'a reload in the middle of step 4 resumes with every answer':
      "the wizard's machine started under StrictMode, its steps' lazy chunks, the resume dialog and the draft restored by an effect StrictMode runs twice",
    'leaving with answers asks first; an unknown grant says so':
      "the leave dialog (the router's blocker) under StrictMode",
  },
  'auth.spec.ts': {
    'a new user registers through a referral link, signs in, reloads, opens a guarded page and signs out':
      "the auth and registration machines started twice by StrictMode, the shell's lazy parts",
    'a 401 mid-session signs out, removes the token and lands on sign-in':
      'the sign-out an answer triggers, with its toast, under StrictMode',
    'the Google chooser signs a demo identity in':
      'the demo Google chooser: a dialog loaded on demand',
    'the mobile menu opens, shows the user and navigates': 'the mobile menu: a drawer (a dialog)',
  },
  'library.spec.ts': {
    'create a folder, upload a PDF and a text file, reload and preview them':
      'the create and upload dialogs, their toasts, the preview loaded on demand',
    'Application Use, move, download, share and delete':
      "the library machine's dialogs (move, share, delete) and their toasts under StrictMode",
  },
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A kept test's title, with or without the tags that end some titles (` @live-api`). */
export const keptTitle = (title: string): RegExp =>
  new RegExp(`(^|\\s)${escape(title)}( @[\\w-]+)*$`);
