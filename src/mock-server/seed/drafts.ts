import { EMPTY_ANSWERS } from '../../domain/application';
import type { ApplicationDraft } from '../../domain/application-draft';
import { DRAFT_KEY_PREFIX } from '../../domain/draft-key';
import { localDateString } from '../../domain/grant';
import { DEMO_USERS } from './users';

// The demo account's draft: its answers are the seed of Dana's draft on the server
// (seed/shared-applications.ts), where every draft lives since issue 60. The page's storage keeps
// only what a wizard has not sent yet; a reset of the demo clears the demo accounts' leftovers.

const DAY = 24 * 60 * 60 * 1000;

/** Early Childhood Literacy Grant (seed/grants.ts), which closes in 9 days. */
export const SEEDED_DRAFT_GRANT_ID = '8c0d2e4f-9a1b-4cd3-8e5f-7a8b9c0d1e2f';

/** The demo account's draft, half-way through the budget step, dates relative to `now`. */
export function seededDrafts(now: Date): ApplicationDraft[] {
  const dana = DEMO_USERS[0];
  const inDays = (days: number) => localDateString(new Date(now.getTime() + days * DAY));
  return [
    {
      version: 1,
      userId: dana.id,
      grantId: SEEDED_DRAFT_GRANT_ID,
      step: 'budget',
      commissionAcknowledged: true,
      answers: {
        contact: {
          fullName: `${dana.firstName} ${dana.lastName}`,
          email: dana.email,
          phoneNumber: '+1 512 555 0142',
          location: 'Austin, TX',
        },
        project: {
          projectTitle: 'Family Reading Nights at the Food Hub',
          projectStartDate: inDays(45),
          projectEndDate: inDays(225),
          projectSummary:
            'Monthly reading evenings with a shared meal for pantry families with children under five, and a book to take home.',
          objective: 'Read with 120 families a year and hand out 1,500 books.',
        },
        // The draft stops at the budget step: what comes after is as a new application has it.
        // The budget table adds up: $8,500.00 requested, $1,100.00 cost-shared, $9,600.00 total.
        budget: {
          ...EMPTY_ANSWERS.budget,
          lines: [
            {
              id: 'line-1',
              category: 'supplies',
              description: "Children's books to take home (1,500)",
              amount: '5800',
              fundedBy: 'grant',
            },
            {
              id: 'line-2',
              category: 'other',
              description: 'Shared meals at twelve reading nights',
              amount: '2400',
              fundedBy: 'grant',
            },
            {
              id: 'line-3',
              category: 'personnel',
              description: 'Reading coaches (volunteer hours at the food hub)',
              amount: '1100',
              fundedBy: 'costSharing',
            },
            {
              id: 'line-4',
              category: 'travel',
              description: 'Coach travel to the food hub',
              amount: '300',
              fundedBy: 'grant',
            },
          ],
          costSharing:
            'Volunteer reading coaches from the Austin Public Library, $1,100 of their time.',
        },
        documents: EMPTY_ANSWERS.documents,
        scope: EMPTY_ANSWERS.scope,
        final: EMPTY_ANSWERS.final,
      },
      savedAt: new Date(now.getTime() - DAY).toISOString(),
    },
  ];
}

/**
 * The demo accounts' unsent drafts in this browser are cleared on a reset (the seeded draft lives
 * on the server). Other accounts' are left alone; storage that refuses is left as it is.
 */
export function restoreSeededDrafts(storage: Storage, _now?: Date, _seeded = true): void {
  try {
    const prefixes = DEMO_USERS.map((user) => `${DRAFT_KEY_PREFIX}.${user.id}.`);
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
    for (const key of keys) {
      if (key && prefixes.some((prefix) => key.startsWith(prefix))) storage.removeItem(key);
    }
  } catch {
    // Storage blocked: nothing to clear.
  }
}
