// What the library's search box, filters, tabs, timeline and FAQ mean (docs/decisions.md,
// "Resource library"). Pure functions over the contract's Resource shape.
import { formatMonth } from './format';
import { fileExtension } from './library-files';

export interface LibraryFile {
  id: string;
  fileName: string;
  folderName: string;
  fileType: string;
  appUse: boolean;
  createdAt: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Recent = modified in the last 7 days; History = everything older. */
export const RECENT_DAYS = 7;

export const LIBRARY_TABS = [
  { value: 'all', label: 'All files' },
  { value: 'files-and-folders', label: 'Files and folders' },
  { value: 'important', label: 'Important' },
  { value: 'recent', label: 'Recent' },
  { value: 'history', label: 'History' },
] as const;
export type LibraryTab = (typeof LIBRARY_TABS)[number]['value'];

export const FILE_KINDS = [
  { value: 'all', label: 'All types' },
  { value: 'document', label: 'Documents' },
  { value: 'image', label: 'Images' },
  { value: 'spreadsheet', label: 'Spreadsheets' },
  { value: 'other', label: 'Other' },
] as const;
export type FileKind = (typeof FILE_KINDS)[number]['value'];

export const MODIFIED_RANGES = [
  { value: 'any', label: 'Any time' },
  { value: 'today', label: 'Today' },
  { value: 'week', label: 'Last 7 days' },
  { value: 'month', label: 'Last 30 days' },
  { value: 'older', label: 'Older than 30 days' },
] as const;
export type ModifiedRange = (typeof MODIFIED_RANGES)[number]['value'];

const KIND_BY_EXTENSION: Record<string, Exclude<FileKind, 'all' | 'other'>> = {
  pdf: 'document',
  doc: 'document',
  docx: 'document',
  txt: 'document',
  rtf: 'document',
  odt: 'document',
  md: 'document',
  html: 'document',
  htm: 'document',
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  gif: 'image',
  svg: 'image',
  webp: 'image',
  csv: 'spreadsheet',
  xls: 'spreadsheet',
  xlsx: 'spreadsheet',
  ods: 'spreadsheet',
};

/** Documents, images, spreadsheets or other, from the extension (else the MIME type). */
export function fileKind(
  file: Pick<LibraryFile, 'fileName' | 'fileType'>,
): Exclude<FileKind, 'all'> {
  const extension = fileExtension(file.fileName) || file.fileType.toLowerCase();
  const known = KIND_BY_EXTENSION[extension];
  if (known) return known;
  if (file.fileType.startsWith('image/')) return 'image';
  if (file.fileType.startsWith('text/')) return 'document';
  return 'other';
}

const ageInDays = (createdAt: string, now: Date) =>
  (now.getTime() - new Date(createdAt).getTime()) / DAY_MS;

function isSameDay(a: Date, b: Date): boolean {
  return (
    a.getFullYear() === b.getFullYear() &&
    a.getMonth() === b.getMonth() &&
    a.getDate() === b.getDate()
  );
}

export function matchesModified(createdAt: string, range: ModifiedRange, now: Date): boolean {
  const age = ageInDays(createdAt, now);
  switch (range) {
    case 'any':
      return true;
    case 'today':
      return isSameDay(new Date(createdAt), now);
    case 'week':
      return age <= 7;
    case 'month':
      return age <= 30;
    case 'older':
      return age > 30;
  }
}

export function matchesTab(file: LibraryFile, tab: LibraryTab, now: Date): boolean {
  switch (tab) {
    case 'all':
    case 'files-and-folders':
      return true;
    case 'important':
      return file.appUse;
    case 'recent':
      return ageInDays(file.createdAt, now) <= RECENT_DAYS;
    case 'history':
      return ageInDays(file.createdAt, now) > RECENT_DAYS;
  }
}

export interface LibraryFilters {
  search: string;
  kind: FileKind;
  modified: ModifiedRange;
  tab: LibraryTab;
}

export const NO_FILTERS: LibraryFilters = { search: '', kind: 'all', modified: 'any', tab: 'all' };

/** The files the table shows: search on the name (any case), file type, modified, tab. */
export function filterFiles<T extends LibraryFile>(
  files: readonly T[],
  filters: LibraryFilters,
  now: Date,
): T[] {
  const term = filters.search.trim().toLowerCase();
  return files.filter(
    (file) =>
      (term === '' || file.fileName.toLowerCase().includes(term)) &&
      (filters.kind === 'all' || fileKind(file) === filters.kind) &&
      matchesModified(file.createdAt, filters.modified, now) &&
      matchesTab(file, filters.tab, now),
  );
}

/** Folders listed in 'Files and folders', filtered by the same search term. */
export function filterFolderNames(names: readonly string[], search: string): string[] {
  const term = search.trim().toLowerCase();
  return names.filter((name) => term === '' || name.toLowerCase().includes(term));
}

export interface MonthGroup<T> {
  /** 'YYYY-MM' */
  key: string;
  label: string;
  files: T[];
}

/** Timeline: files grouped by the month of their date (local time), newest month first. */
export function groupByMonth<T extends Pick<LibraryFile, 'createdAt'>>(
  files: readonly T[],
): MonthGroup<T>[] {
  const sorted = [...files].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const groups: MonthGroup<T>[] = [];
  for (const file of sorted) {
    const date = new Date(file.createdAt);
    const key = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
    let group = groups.find((g) => g.key === key);
    if (!group) {
      group = { key, label: formatMonth(date), files: [] };
      groups.push(group);
    }
    group.files.push(file);
  }
  return groups;
}

/** '512 B', '12.5 KB', '1.2 MB' */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export interface FaqEntry {
  question: string;
  answer: string;
}

export const NO_FAQ_MATCH = 'No questions found matching your search.';

export const GRANT_DOCUMENT_FAQ: readonly FaqEntry[] = [
  {
    question: 'Which documents do most grant applications ask for?',
    answer:
      'Usually a project narrative, a budget with a budget justification, recent financial statements, proof of legal status (for example a tax-exempt determination letter), resumes of key staff and letters of support.',
  },
  {
    question: 'What does the Application Use switch do?',
    answer:
      'Files with Application Use switched on are the ones you mark as ready for grant applications. The Important tab lists exactly those files, so you can find them quickly while applying.',
  },
  {
    question: 'Which file types and sizes can I upload?',
    answer:
      'Any file type up to 10MB per file. PDF is the safest choice for funders because it keeps its layout on every device.',
  },
  {
    question: 'How should I name my grant documents?',
    answer:
      'Use short, descriptive names with the year, such as audited-financials-2025.pdf or letter-of-support-city-council.pdf, so you and reviewers can tell versions apart.',
  },
  {
    question: 'How recent must financial statements be?',
    answer:
      'Most funders want the last completed fiscal year, audited when your revenue requires an audit. Keep the previous two years too: some programmes ask for three years of history.',
  },
  {
    question: 'Who can see the files in my library?',
    answer:
      'Only you. Files are tied to your account; sharing a document copies a link to its preview, which opens only for you when signed in.',
  },
  {
    question: 'What is a letter of support and who should write it?',
    answer:
      'A short letter from a partner, community leader or beneficiary saying why your project matters and how they will help. Ask for it early and give the writer a summary of the project.',
  },
  {
    question: 'How do I keep my documents organised for several applications?',
    answer:
      'Create a folder per funder or per year, move each file where it belongs with Move to folder, and use the Timeline view to see what you added each month.',
  },
];

/** FAQ filtered on the question, any case. */
export function filterFaq(entries: readonly FaqEntry[], search: string): FaqEntry[] {
  const term = search.trim().toLowerCase();
  return entries.filter((entry) => term === '' || entry.question.toLowerCase().includes(term));
}

/** The preview link of a file, which Share copies. */
export function previewLink(origin: string, id: string): string {
  return `${origin}/resources/${id}`;
}
