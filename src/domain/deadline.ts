// How long a grant stays open, in the words a results list shows (issue 47: "12 days left").
// Dates are calendar days (YYYY-MM-DD): the deadline day itself is still open.

const MS_PER_DAY = 86_400_000;

/** Whole calendar days from `today` to `deadline` (0: it closes today; negative: it has closed). */
export function daysUntil(deadline: string, today: string): number {
  const utc = (iso: string) => {
    const [year = 0, month = 1, day = 1] = iso.slice(0, 10).split('-').map(Number);
    return Date.UTC(year, month - 1, day);
  };
  return Math.round((utc(deadline) - utc(today)) / MS_PER_DAY);
}

/** "12 days left", "1 day left", "Closes today" or "Closed" (past its deadline, or closed). */
export function deadlineWords(grant: { deadline: string; status?: string }, today: string): string {
  const days = daysUntil(grant.deadline, today);
  if (grant.status === 'closed' || days < 0) return 'Closed';
  if (days === 0) return 'Closes today';
  return `${days.toLocaleString('en-US')} ${days === 1 ? 'day' : 'days'} left`;
}

/** A deadline this close (in days, the bell's reminder window) is drawn as urgent. */
export const CLOSING_SOON_DAYS = 14;

/** How a grant's days left are drawn: closed, closing within CLOSING_SOON_DAYS, or open. */
export function deadlineTone(
  grant: { deadline: string; status?: string },
  today: string,
): 'closed' | 'soon' | 'open' {
  const days = daysUntil(grant.deadline, today);
  if (grant.status === 'closed' || days < 0) return 'closed';
  return days <= CLOSING_SOON_DAYS ? 'soon' : 'open';
}

/** The order "Closing soonest": open grants by deadline, the earliest first, closed ones last. */
export function byClosingDate<T extends { deadline: string; status?: string }>(
  today: string,
): (a: T, b: T) => number {
  const closed = (grant: T) => grant.status === 'closed' || daysUntil(grant.deadline, today) < 0;
  return (a, b) =>
    Number(closed(a)) - Number(closed(b)) ||
    a.deadline.slice(0, 10).localeCompare(b.deadline.slice(0, 10));
}

/** A grant closes within `days` days of `today` (and is still open). */
export function closesWithin(
  grant: { deadline: string; status?: string },
  days: number,
  today: string,
): boolean {
  const left = daysUntil(grant.deadline, today);
  return grant.status !== 'closed' && left >= 0 && left <= days;
}
