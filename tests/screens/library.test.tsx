import { VisuallyHidden } from '@mantine/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { libraryMachine } from '../../src/machines/library.machine';
import { previewMachine } from '../../src/machines/preview.machine';
import { LibraryScreen } from '../../src/screens/library/library-screen';
import {
  CSV_PREVIEW_ROWS,
  FileFrame,
  PreviewScreen,
  framedContent,
} from '../../src/screens/library/preview-screen';
import { renderScreen } from '../support/render';
import type { Folder, Resource, UploadedFile } from '../../src/api/schema.gen';

const USER = '6f1c2b9e-4d3a-4c8e-9b1a-2f7d5e8c0a11';
const NOW = new Date('2026-06-15T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();
const FOLDERS: Folder[] = [
  {
    id: '11111111-1111-4111-8111-111111111111',
    name: `${USER}.uploads`,
    fileCount: 3,
    createdAt: daysAgo(90),
  },
  {
    id: '22222222-2222-4222-8222-222222222222',
    name: `${USER}.Tax.2025`,
    fileCount: 0,
    createdAt: daysAgo(80),
  },
];
const file = (n: number, fileName: string, days: number, appUse = false): Resource => ({
  id: `aaaaaaaa-aaaa-4aaa-8aaa-00000000000${n}`,
  fileName,
  folderName: 'uploads',
  fileType: fileName.split('.').pop() ?? '',
  fileUrl: `/api/v1/files/${n}/content`,
  size: 2048,
  appUse,
  createdAt: daysAgo(days),
});
const FILES = [
  file(1, 'budget.pdf', 1, true),
  file(2, 'chart.svg', 3),
  file(3, 'old-notes.txt', 60),
];

function libraryLogic(files: Resource[] = FILES, folders: Folder[] = FOLDERS) {
  return libraryMachine.provide({
    actors: {
      loadFolders: fromPromise(async () => folders),
      loadFiles: fromPromise(async () => files),
      uploadFile: fromPromise(async () => ({ ...FILES[0]!, url: '/x' })),
      createFolder: fromPromise(async () => FOLDERS[0]!),
      deleteEntries: fromPromise<void, { ids: string[] }>(async () => undefined),
      updateResource: fromPromise(async () => FILES[0]!),
      downloadFile: fromPromise(async () => new Blob(['x'])),
    },
  });
}

async function renderLibrary(files?: Resource[], folders?: Folder[]) {
  await renderScreen(<LibraryScreen logic={libraryLogic(files, folders)} now={() => NOW} />, {
    path: '/resources',
  });
  await screen
    .findByRole('link', { name: (files ?? FILES)[0]?.fileName ?? 'none' })
    .catch(() => null);
}

beforeAll(() => {
  URL.createObjectURL ??= () => 'blob:http://localhost/test';
  URL.revokeObjectURL ??= () => {};
});

describe('library screen', () => {
  it('shows folder tiles by the name after the first dot with their real counts', async () => {
    await renderLibrary();
    expect(screen.getByRole('heading', { name: 'Your folders (2)' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'uploads 3 files' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Tax.2025 0 files' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Personal Documents | 3 Files' })).toBeVisible();
  });

  it("states no count while a folder's files are on their way, nor when their read failed", async () => {
    let answer: (files: Resource[]) => void = () => undefined;
    let fail: (error: Error) => void = () => undefined;
    const logic = libraryLogic().provide({
      actors: {
        loadFiles: fromPromise(
          () =>
            new Promise<Resource[]>((resolve, reject) => {
              answer = resolve;
              fail = reject;
            }),
        ),
      },
    });
    await renderScreen(<LibraryScreen logic={logic} now={() => NOW} />, { path: '/resources' });
    expect(await screen.findByRole('heading', { name: 'Your folders (2)' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Personal Documents' })).toBeVisible();
    await act(async () => answer(FILES));
    expect(screen.getByRole('heading', { name: 'Personal Documents | 3 Files' })).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Tax.2025 0 files' }));
    expect(screen.getByRole('heading', { name: 'Personal Documents' })).toBeVisible();
    await act(async () => fail(new Error('offline')));
    expect(screen.getByRole('heading', { name: 'Personal Documents' })).toBeVisible();
  });

  it('search, file type and tabs really filter', async () => {
    const user = userEvent.setup();
    await renderLibrary();
    await user.type(screen.getByRole('textbox', { name: 'Search files' }), 'CHART');
    expect(screen.getByRole('heading', { name: 'Personal Documents | 1 Files' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'budget.pdf' })).toBeNull();
    await user.clear(screen.getByRole('textbox', { name: 'Search files' }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'File type' }), 'Images');
    expect(screen.getByRole('link', { name: 'chart.svg' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'budget.pdf' })).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'File type' }), 'All types');
    expect(screen.getByRole('link', { name: 'budget.pdf' })).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Important' }));
    expect(screen.getByRole('link', { name: 'budget.pdf' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'chart.svg' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'History' }));
    expect(screen.getByRole('link', { name: 'old-notes.txt' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'budget.pdf' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Recent' }));
    expect(screen.queryByRole('link', { name: 'old-notes.txt' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Files and folders' }));
    expect(screen.getByRole('button', { name: 'Open folder Tax.2025' })).toBeVisible();
  });

  it('draws 50 rows of a long folder and 50 more on Show more; Select all takes the rows drawn', async () => {
    // A folder of 1,000 files costs what one of 100 does: a page of rows at a time (issue 65).
    const many = Array.from({ length: 120 }, (_, index) => ({
      ...file(1, `report-${index + 1}.pdf`, 2),
      id: `aaaaaaaa-aaaa-4aaa-8aaa-${String(index).padStart(12, '0')}`,
    }));
    const user = userEvent.setup();
    await renderLibrary(many);
    const fileLinks = () => screen.getAllByRole('link', { name: /^report-\d+\.pdf$/ });
    expect(screen.getByRole('heading', { name: 'Personal Documents | 120 Files' })).toBeVisible();
    expect(fileLinks()).toHaveLength(50);
    expect(screen.getByText('Showing 50 of 120 files')).toHaveAttribute('role', 'status');
    await user.click(screen.getByRole('checkbox', { name: 'Select all files' }));
    expect(screen.getByRole('button', { name: 'Delete selected (50)' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show 50 more' }));
    expect(fileLinks()).toHaveLength(100);
    await user.click(screen.getByRole('button', { name: 'Show 20 more' }));
    expect(fileLinks()).toHaveLength(120);
    expect(screen.queryByText(/^Showing \d+ of/)).toBeNull();
  });

  it('Timeline groups files by month, newest first', async () => {
    const user = userEvent.setup();
    await renderLibrary();
    await user.click(screen.getByText('Timeline'));
    const months = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(months).toEqual(['June 2026', 'April 2026']);
  });

  it('the FAQ filters on the question and says when nothing matches', async () => {
    const user = userEvent.setup();
    await renderLibrary();
    const search = screen.getByRole('textbox', { name: 'Search questions' });
    await user.type(search, 'application use');
    expect(
      screen.getByRole('button', { name: 'What does the Application Use switch do?' }),
    ).toBeVisible();
    expect(
      screen.queryByRole('button', { name: 'Which file types and sizes can I upload?' }),
    ).toBeNull();
    await user.type(search, 'zzz');
    expect(screen.getByText('No questions found matching your search.')).toBeVisible();
  });

  it("the delete dialog's Delete waits while the library saves, so the deletion is not lost", async () => {
    let saved!: () => void;
    const deleted: string[][] = [];
    const logic = libraryLogic().provide({
      actors: {
        updateResource: fromPromise(
          () => new Promise<Resource>((resolve) => (saved = () => resolve(FILES[0]!))),
        ),
        deleteEntries: fromPromise<void, { ids: string[] }>(async ({ input }) => {
          deleted.push(input.ids);
        }),
      },
    });
    await renderScreen(<LibraryScreen logic={logic} now={() => NOW} />, { path: '/resources' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for budget.pdf' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete Document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Document' });
    const confirmButton = within(dialog).getByRole('button', { name: 'Delete' });
    expect(confirmButton).toBeEnabled();

    // A change saved from the row behind the dialog: the library is busy until it reloads.
    fireEvent.click(screen.getByRole('switch', { name: 'Application Use for budget.pdf' }));
    await waitFor(() => expect(confirmButton).toBeDisabled());
    saved();
    await waitFor(() => expect(confirmButton).toBeEnabled());

    await user.click(confirmButton);
    await waitFor(() => expect(deleted).toEqual([[FILES[0]!.id]]));
  });

  it('Create Folder and Upload wait while the library loads, then send what was entered', async () => {
    let foldersArrive!: () => void;
    const created: string[] = [];
    const uploaded: string[] = [];
    const logic = libraryLogic().provide({
      actors: {
        loadFolders: fromPromise(
          () => new Promise<Folder[]>((resolve) => (foldersArrive = () => resolve(FOLDERS))),
        ),
        createFolder: fromPromise<Folder, { name: string }>(async ({ input }) => {
          created.push(input.name);
          return FOLDERS[0]!;
        }),
        uploadFile: fromPromise<UploadedFile, { folder: string; file: File }>(async ({ input }) => {
          uploaded.push(`${input.folder}/${input.file.name}`);
          return { ...FILES[0]!, url: '/x' };
        }),
      },
    });
    await renderScreen(<LibraryScreen logic={logic} now={() => NOW} />, { path: '/resources' });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Create folder' }));
    let dialog = await screen.findByRole('dialog', { name: 'Create folder' });
    await user.type(within(dialog).getByLabelText(/Folder name/), 'Grants 2027');
    const create = within(dialog).getByRole('button', { name: 'Create Folder' });
    // The library is still loading: the button waits instead of sending an event it would drop.
    expect(create).toBeDisabled();
    await user.click(create);
    expect(created).toEqual([]);
    await act(async () => foldersArrive());
    await waitFor(() => expect(create).toBeEnabled());
    expect(within(dialog).getByLabelText(/Folder name/)).toHaveValue('Grants 2027');
    await user.click(create);
    await waitFor(() => expect(created).toEqual(['Grants 2027']));

    // The new folder is created: the library reloads, and an upload waits for it in turn.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Upload file' }));
    dialog = await screen.findByRole('dialog', { name: 'Upload file' });
    await user.upload(
      dialog.querySelector('input[type="file"]') as HTMLInputElement,
      new File(['a'], 'a.txt'),
    );
    const upload = within(dialog).getByRole('button', { name: 'Upload' });
    expect(upload).toBeDisabled();
    await user.click(upload);
    expect(uploaded).toEqual([]);
    await act(async () => foldersArrive());
    await waitFor(() => expect(upload).toBeEnabled());
    await user.click(upload);
    await waitFor(() => expect(uploaded).toEqual(['uploads/a.txt']));
  });

  it('upload dialog: hint, name and size in KB, 10 MB refused', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await renderLibrary();
    await user.click(screen.getByRole('button', { name: 'Upload file' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload file' });
    expect(within(dialog).getByText('Any file type up to 10MB')).toBeVisible();
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File([new Uint8Array(12_800)], 'letter.pdf'));
    expect(within(dialog).getByTestId('chosen-file')).toHaveTextContent('letter.pdf (12.5 KB)');

    const big = new File([new Uint8Array(1)], 'big.bin');
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(input, big);
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('File must be at most 10MB')).toBeVisible();
  });

  it("'Please select a folder first' when the page has no folder", async () => {
    const user = userEvent.setup();
    const logic = libraryLogic([], [FOLDERS[0]!]).provide({
      actors: { deleteEntries: fromPromise<void, { ids: string[] }>(async () => undefined) },
    });
    await renderScreen(<LibraryScreen logic={logic} now={() => NOW} />, { path: '/resources' });
    await user.click(await screen.findByRole('button', { name: 'Delete folder uploads' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() =>
      expect(screen.getByText('Choose a folder to see its files.')).toBeVisible(),
    );
    await user.click(screen.getByRole('button', { name: 'Upload file' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload file' });
    await user.upload(
      dialog.querySelector('input[type="file"]') as HTMLInputElement,
      new File(['a'], 'a.txt'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Please select a folder first')).toBeVisible();
  });

  it('create folder: blank and duplicate names are refused', async () => {
    const user = userEvent.setup();
    await renderLibrary();
    await user.click(screen.getByRole('button', { name: 'Create folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create folder' });
    await user.type(within(dialog).getByLabelText(/Folder name/), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Create Folder' }));
    expect(within(dialog).getByText('Folder name is required')).toBeVisible();
    await user.clear(within(dialog).getByLabelText(/Folder name/));
    await user.type(within(dialog).getByLabelText(/Folder name/), 'UPLOADS');
    await user.click(within(dialog).getByRole('button', { name: 'Create Folder' }));
    expect(within(dialog).getByText('A folder with this name already exists')).toBeVisible();
  });
});

describe('document preview', () => {
  it('refuses javascript: and data: URLs for the frame', async () => {
    await renderScreen(<FileFrame src="javascript:alert(1)" title="x" sandboxed />);
    expect(screen.queryByTitle('x')).toBeNull();
    expect(screen.getByText('This document cannot be shown')).toBeVisible();
  });

  it('a data: URL never reaches the frame either', async () => {
    await renderScreen(
      <FileFrame src="data:text/html,<script>alert(1)</script>" title="y" sandboxed />,
    );
    expect(screen.queryByTitle('y')).toBeNull();
  });

  it('frames only real PDFs without the sandbox', async () => {
    expect((await framedContent(new Blob(['%PDF-1.4 ...']))).sandboxed).toBe(false);
    expect(
      (await framedContent(new Blob(['<script>alert(1)</script>'], { type: 'application/pdf' })))
        .sandboxed,
    ).toBe(true);
  });

  it('types UTF-8 text as UTF-8 when the server named no charset, and leaves other text as it is', async () => {
    const utf8 = await framedContent(new Blob(['café ✓ 👩‍👩‍👧'], { type: 'text/plain' }));
    expect(utf8.blob.type).toBe('text/plain;charset=utf-8');
    expect(await utf8.blob.text()).toBe('café ✓ 👩‍👩‍👧');
    // Latin-1 bytes are no UTF-8: the browser's own reading of text without a charset shows them.
    const latin1 = await framedContent(
      new Blob([new Uint8Array([0x63, 0x61, 0x66, 0xe9])], { type: 'text/plain' }),
    );
    expect(latin1.blob.type).toBe('text/plain');
    const named = await framedContent(new Blob(['x'], { type: 'text/csv;charset=utf-16' }));
    expect(named.blob.type).toBe('text/csv;charset=utf-16');
    const image = await framedContent(new Blob(['<svg/>'], { type: 'image/svg+xml' }));
    expect(image.blob.type).toBe('image/svg+xml');
  });

  it('shows the title, name, extension, date and a sandboxed frame', async () => {
    const logic = previewMachine.provide({
      actors: {
        findResource: fromPromise<Resource | null, { id: string }>(async () => FILES[1]!),
        loadContent: fromPromise(async () => new Blob(['<svg/>'], { type: 'image/svg+xml' })),
      },
    });
    await renderScreen(<PreviewScreen logic={logic} fileId={FILES[1]!.id} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'chart' })).toBeVisible();
    expect(screen.getByText(/chart\.svg · SVG · 2\.0 KB/)).toBeVisible();
    const frame = await screen.findByTitle('chart.svg');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('src')).toMatch(/^blob:/);
    expect(screen.getByRole('button', { name: 'Share' })).toBeVisible();
  });

  it('shows a CSV file as a table of its rows, where a frame stayed blank (a browser downloads CSV)', async () => {
    const csvFile = file(4, 'energy-use-2025.csv', 2);
    const logic = previewMachine.provide({
      actors: {
        findResource: fromPromise<Resource | null, { id: string }>(async () => csvFile),
        loadContent: fromPromise(
          async () =>
            new Blob(['Month,"Cost, USD"\nJanuary,8870\nApril,"8,380"\n'], { type: 'text/csv' }),
        ),
      },
    });
    await renderScreen(<PreviewScreen logic={logic} fileId={csvFile.id} />);
    const table = await screen.findByRole('table', { name: 'energy-use-2025.csv' });
    // Named for a screen reader; the page's heading already shows the name to the eye.
    expect(table.querySelector('caption')).toHaveClass(String(VisuallyHidden.classes.root));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Month', 'Cost, USD']);
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        ),
    ).toEqual([
      ['January', '8870'],
      ['April', '8,380'],
    ]);
    expect(screen.getByRole('region', { name: 'Contents of energy-use-2025.csv' })).toHaveAttribute(
      'tabindex',
      '0',
    );
    expect(screen.queryByTitle('energy-use-2025.csv')).toBeNull();
    expect(screen.queryByText(/download the file for all of them/)).toBeNull();
  });

  it('says a long CSV file shows its first rows only', async () => {
    const rows = Array.from({ length: CSV_PREVIEW_ROWS + 20 }, (_, n) => `row ${n}`).join('\n');
    const csvFile = file(5, 'long.csv', 2);
    const logic = previewMachine.provide({
      actors: {
        findResource: fromPromise<Resource | null, { id: string }>(async () => csvFile),
        loadContent: fromPromise(async () => new Blob([rows], { type: 'text/csv' })),
      },
    });
    await renderScreen(<PreviewScreen logic={logic} fileId={csvFile.id} />);
    expect(
      await screen.findByText('The first 200 of 219 rows; download the file for all of them.'),
    ).toBeVisible();
    expect(screen.getAllByRole('row')).toHaveLength(CSV_PREVIEW_ROWS + 1);
  });

  it('an id not among the resources goes back to /resources', async () => {
    const logic = previewMachine.provide({
      actors: {
        findResource: fromPromise<Resource | null, { id: string }>(async () => null),
        loadContent: fromPromise(async () => new Blob()),
      },
    });
    const { router } = (await renderScreen(<PreviewScreen logic={logic} fileId="x" />, {
      path: '/resources/x',
    })) as unknown as { router: { state: { location: { pathname: string } } } };
    await waitFor(() => expect(router.state.location.pathname).toBe('/resources'));
  });
});
