import type { Tour } from '../../src/domain/tour';

/** A small tour for the machine and model tests: three steps, the middle one without Show me. */
export const TEST_TOUR: Tour = {
  id: 'test',
  title: 'A test tour',
  account: { email: 'sam@grantwise.app', password: 'Grants2026!' },
  steps: [
    {
      id: 'one',
      title: 'Top picks',
      route: '/opportunities',
      target: { role: 'button', name: 'Why?' },
      caption: 'Top picks come ranked by fit.',
      showMe: [{ click: { role: 'button', name: 'Why?' } }],
    },
    {
      id: 'two',
      title: 'The deadline',
      route: '/grant-details?id=1',
      target: { role: 'button', name: 'Add to calendar' },
      caption: 'Each grant shows its deadline.',
      showMe: [],
    },
    {
      id: 'three',
      title: 'The bell',
      route: '/grants',
      target: { role: 'button', name: 'Notifications', exact: false },
      caption: 'The bell says what changed.',
      showMe: [{ click: { role: 'button', name: 'Notifications', exact: false } }],
    },
  ],
};
