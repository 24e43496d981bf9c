import type { Grant } from '../../api/schema.gen';
import { localDateString } from '../../domain/grant';
import type { GrantRecord, MockDatabase } from '../db';
import { newId } from '../http';
import { toGrant } from '../routes/grants';

// The demo's timeline (issue 47): grants that have not been published yet. The inspector's demo
// controls publish the next one, as a funder would, so a tester sees a saved search's alert
// arrive; the first one matches the demo account's "Health grants". Once every one is out the
// timeline starts again, each time a grant of its own (a new id).

type TimelineGrant = Omit<GrantRecord, 'id' | 'deadline' | 'createdAt' | 'status' | 'createdBy'> & {
  /** Days from its publication to its deadline. */
  deadlineInDays: number;
};

export const DEMO_TIMELINE: readonly TimelineGrant[] = [
  {
    title: 'Texas Community Health Worker Grant',
    sector: 'Health',
    sectorFocus: 'Community health workers',
    fundingSize: 90000,
    organizationType: 'nonprofit',
    motive: 'Bring preventive care to rural counties through trained community health workers.',
    description:
      'Funds the training and first-year salaries of community health workers in rural Texas.',
    sectorDescription:
      'Community health, preventive care and food security screening in underserved counties.',
    criteria: 'Registered nonprofit or public health district serving a rural county.',
    projectStage: 'implementation',
    agencyName: 'Rural Health Partners Fund',
    deadlineInDays: 40,
  },
  {
    title: 'School Garden Nutrition Grant',
    sector: 'Education',
    sectorFocus: 'School gardens and nutrition',
    fundingSize: 20000,
    organizationType: 'educational',
    motive: 'Teach nutrition through school gardens.',
    description: 'Funds garden beds, tools and a nutrition curriculum for elementary schools.',
    sectorDescription: 'School-based food education and nutritious eating programmes.',
    criteria: 'Public or charter elementary school.',
    projectStage: 'planning',
    agencyName: null,
    deadlineInDays: 25,
  },
  {
    title: 'Mobile Health Clinic Expansion Award',
    sector: 'Health',
    sectorFocus: 'Mobile clinics',
    fundingSize: 150000,
    organizationType: 'nonprofit',
    motive: 'Reach patients who live far from a clinic.',
    description: 'Co-funds the purchase and first year of operation of a mobile health clinic.',
    sectorDescription: 'Primary care and screenings delivered by mobile units.',
    criteria: 'Nonprofit health provider with two years of operation.',
    projectStage: 'scaling',
    agencyName: 'Healthy Communities Foundation',
    deadlineInDays: 60,
  },
];

const PUBLISHED_KEY = 'demo-timeline-published';

/** Publishes the timeline's next grant now (as the create-grant operation would store it). */
export async function publishNextGrant(db: MockDatabase, now: Date): Promise<Grant> {
  const published = await db.meta.get(PUBLISHED_KEY);
  const count = typeof published?.value === 'number' ? published.value : 0;
  const { deadlineInDays, ...grant } = DEMO_TIMELINE[count % DEMO_TIMELINE.length]!;
  const record: GrantRecord = {
    ...grant,
    id: newId(),
    status: 'active',
    deadline: localDateString(new Date(now.getTime() + deadlineInDays * 24 * 60 * 60 * 1000)),
    createdAt: now.toISOString(),
    createdBy: null,
  };
  await db.transaction('rw', db.grants, db.meta, async () => {
    await db.grants.add(record);
    await db.meta.put({ key: PUBLISHED_KEY, value: count + 1 });
  });
  return toGrant(record);
}
