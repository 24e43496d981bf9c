// How grants are shown: card previews cut to 100 characters, and the search of top picks.
// Their money and dates are formatted by ./format.

export const SECTOR_PREVIEW_LENGTH = 100;

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
