// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  GRANT_DOCUMENT_FAQ,
  NO_FAQ_MATCH,
  NO_FILTERS,
  type LibraryFile,
  fileKind,
  filterFaq,
  filterFiles,
  filterFolderNames,
  formatSize,
  groupByMonth,
  previewLink,
} from '../../src/domain/library';
import {
  LIBRARY_FILE_MESSAGES,
  MAX_UPLOAD_BYTES,
  fileBaseName,
  fileExtension,
  folderDisplayName,
  formatKb,
  mimeTypeOf,
  validateFolderName,
  validateUploadFile,
} from '../../src/domain/library-files';

const NOW = new Date('2026-06-15T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

const file = (fileName: string, days: number, appUse = false): LibraryFile => ({
  id: fileName,
  fileName,
  folderName: 'uploads',
  fileType: fileExtension(fileName) || 'application/octet-stream',
  appUse,
  createdAt: daysAgo(days),
});

const FILES = [
  file('Budget-2026.pdf', 0, true),
  file('chart.svg', 3),
  file('numbers.xlsx', 10, true),
  file('minutes.txt', 45),
  file('archive.zip', 400),
];
const names = (list: LibraryFile[]) => list.map((f) => f.fileName);

describe('library filters and tabs', () => {
  it('search matches the file name in any case', () => {
    expect(names(filterFiles(FILES, { ...NO_FILTERS, search: 'BUDGET' }, NOW))).toEqual([
      'Budget-2026.pdf',
    ]);
    expect(filterFiles(FILES, { ...NO_FILTERS, search: '  ' }, NOW)).toHaveLength(5);
  });

  it('file type groups documents, images, spreadsheets and other', () => {
    expect(fileKind({ fileName: 'a.PDF', fileType: 'pdf' })).toBe('document');
    expect(fileKind({ fileName: 'noext', fileType: 'image/png' })).toBe('image');
    expect(names(filterFiles(FILES, { ...NO_FILTERS, kind: 'image' }, NOW))).toEqual(['chart.svg']);
    expect(names(filterFiles(FILES, { ...NO_FILTERS, kind: 'spreadsheet' }, NOW))).toEqual([
      'numbers.xlsx',
    ]);
    expect(names(filterFiles(FILES, { ...NO_FILTERS, kind: 'other' }, NOW))).toEqual([
      'archive.zip',
    ]);
  });

  it('modified ranges', () => {
    expect(names(filterFiles(FILES, { ...NO_FILTERS, modified: 'today' }, NOW))).toEqual([
      'Budget-2026.pdf',
    ]);
    expect(filterFiles(FILES, { ...NO_FILTERS, modified: 'week' }, NOW)).toHaveLength(2);
    expect(filterFiles(FILES, { ...NO_FILTERS, modified: 'month' }, NOW)).toHaveLength(3);
    expect(names(filterFiles(FILES, { ...NO_FILTERS, modified: 'older' }, NOW))).toEqual([
      'minutes.txt',
      'archive.zip',
    ]);
  });

  it('tabs: Important = Application Use on, Recent = last 7 days, History = older', () => {
    expect(names(filterFiles(FILES, { ...NO_FILTERS, tab: 'important' }, NOW))).toEqual([
      'Budget-2026.pdf',
      'numbers.xlsx',
    ]);
    expect(names(filterFiles(FILES, { ...NO_FILTERS, tab: 'recent' }, NOW))).toEqual([
      'Budget-2026.pdf',
      'chart.svg',
    ]);
    expect(names(filterFiles(FILES, { ...NO_FILTERS, tab: 'history' }, NOW))).toEqual([
      'numbers.xlsx',
      'minutes.txt',
      'archive.zip',
    ]);
    expect(filterFiles(FILES, { ...NO_FILTERS, tab: 'files-and-folders' }, NOW)).toHaveLength(5);
  });

  it('filters combine', () => {
    expect(
      names(
        filterFiles(FILES, { search: 'n', kind: 'all', modified: 'any', tab: 'important' }, NOW),
      ),
    ).toEqual(['numbers.xlsx']);
  });

  it('folder rows follow the search', () => {
    expect(filterFolderNames(['uploads', 'Tax documents'], 'TAX')).toEqual(['Tax documents']);
  });
});

describe('timeline', () => {
  it('groups by month, newest month first, newest file first', () => {
    const groups = groupByMonth([
      { createdAt: '2026-04-02T12:00:00Z', id: 'a' },
      { createdAt: '2026-06-10T12:00:00Z', id: 'b' },
      { createdAt: '2026-06-01T12:00:00Z', id: 'c' },
    ]);
    expect(groups.map((g) => g.label)).toEqual(['June 2026', 'April 2026']);
    expect(groups[0]?.files.map((f) => f.id)).toEqual(['b', 'c']);
  });
});

describe('FAQ', () => {
  it('has at least six questions with answers', () => {
    expect(GRANT_DOCUMENT_FAQ.length).toBeGreaterThanOrEqual(6);
    for (const entry of GRANT_DOCUMENT_FAQ) expect(entry.answer.length).toBeGreaterThan(40);
  });
  it('filters on the question, any case', () => {
    expect(filterFaq(GRANT_DOCUMENT_FAQ, 'APPLICATION USE').map((e) => e.question)).toEqual([
      'What does the Application Use switch do?',
    ]);
    expect(filterFaq(GRANT_DOCUMENT_FAQ, '')).toHaveLength(GRANT_DOCUMENT_FAQ.length);
    // Answers are not searched.
    expect(filterFaq(GRANT_DOCUMENT_FAQ, 'unqualified')).toEqual([]);
    expect(NO_FAQ_MATCH).toBe('No questions found matching your search.');
  });
});

describe('files and folders', () => {
  it('enforces 10 MB with a clear message', () => {
    expect(MAX_UPLOAD_BYTES).toBe(10_485_760);
    expect(validateUploadFile({ size: MAX_UPLOAD_BYTES })).toBeUndefined();
    expect(validateUploadFile({ size: MAX_UPLOAD_BYTES + 1 })).toBe('File must be at most 10MB');
    expect(validateUploadFile(null)).toBe(LIBRARY_FILE_MESSAGES.fileRequired);
    expect(LIBRARY_FILE_MESSAGES.selectFolder).toBe('Please select a folder first');
  });

  it('folder names: non-blank after trimming, no duplicates in any case, no slashes', () => {
    expect(validateFolderName('   ', [])).toBe('Folder name is required');
    expect(validateFolderName(' Uploads ', ['uploads'])).toBe(
      'A folder with this name already exists',
    );
    expect(validateFolderName('a/b', [])).toBe('Folder name cannot contain slashes');
    expect(validateFolderName('Reports', ['uploads'])).toBeUndefined();
  });

  it('shows a folder name after the first dot', () => {
    expect(folderDisplayName('6f1c.Tax documents')).toBe('Tax documents');
    expect(folderDisplayName('6f1c.v1.2')).toBe('v1.2');
  });

  it('names, extensions, sizes and types', () => {
    expect(fileExtension('report.final.PDF')).toBe('pdf');
    expect(fileExtension('.env')).toBe('');
    expect(fileBaseName('report.final.pdf')).toBe('report.final');
    expect(formatKb(12_800)).toBe('12.5 KB');
    expect(formatSize(512)).toBe('512 B');
    expect(formatSize(3 * 1024 * 1024)).toBe('3.0 MB');
    expect(mimeTypeOf('x.pdf')).toBe('application/pdf');
    expect(mimeTypeOf('x.unknown')).toBe('application/octet-stream');
    expect(mimeTypeOf('x.pdf', 'text/plain')).toBe('text/plain');
    expect(previewLink('https://app.example', 'abc')).toBe('https://app.example/resources/abc');
  });
});
