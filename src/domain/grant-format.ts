// How grants are shown: money in US dollars without cents, dates as a readable local date,
// card previews cut to 100 characters, and the search of top picks.

export const SECTOR_PREVIEW_LENGTH = 100;

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** 75000 -> "$75,000". */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}

const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});

/**
 * A contract date ('YYYY-MM-DD') or date-time shown as "Sep 30, 2025". A bare date is read as a
 * calendar day (not midnight UTC), so it never shifts a day in American time zones.
 */
export function formatDate(value: string): string {
  const bare = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = bare
    ? new Date(Number(bare[1]), Number(bare[2]) - 1, Number(bare[3]))
    : new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

/** The first 100 characters of a sector description, with an ellipsis when cut. */
export function sectorPreview(text: string): string {
  return text.length > SECTOR_PREVIEW_LENGTH
    ? `${text.slice(0, SECTOR_PREVIEW_LENGTH).trimEnd()}…`
    : text;
}

interface Searchable {
  title: string;
  sector: string;
  description: string;
  sectorDescription: string;
}

/** Top picks search: case-insensitive match of every word on title, sector or description. */
export function matchesGrantSearch(grant: Searchable, term: string): boolean {
  const words = term.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [grant.title, grant.sector, grant.description, grant.sectorDescription]
    .join(' ')
    .toLowerCase();
  return words.every((word) => haystack.includes(word));
}
