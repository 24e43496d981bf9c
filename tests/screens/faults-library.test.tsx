import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppLogic } from '../../src/app/wiring';
import type { Folder, Resource, UpdateResourceRequest } from '../../src/api/schema.gen';
import { FAULTS, type Fault, SIMULATED, alertSays, forcedFaults } from '../support/faults';
import { TEST_USER } from '../support/render';
import { renderRoute } from '../support/render-route';

// Forced server and network failures of the library's writes, its folder read and a file's
// content, through the app's router and the library's and preview's real wiring with the API
// faked by operation: the spec's toast (with the server's reason after it, when it gave one),
// what was entered kept, and a retry once the fault is cleared that works. Each fault is what the
// API client throws for it (tests/support/faults.ts). Moved from the browser pass (docs/testing.md);
// a real file chooser and a text file drawn in the preview's frame stay proven in the browser by
// tests/e2e/library.spec.ts.

const LOGIC: Partial<AppLogic> = {
  library: (server) =>
    import('../../src/app/wiring/library').then((module) => module.libraryLogic(server)),
  preview: (server) =>
    import('../../src/app/wiring/library').then((module) => module.previewLogic(server)),
};

/** The library's toast: the spec's text, then the server's reason when it gave one. */
const toastOf = (fault: Fault, specText: string) =>
  fault === 'server' ? `${specText}: ${SIMULATED}` : specText;

const AT = '2026-06-01T12:00:00.000Z';
let ids = 0;
const nextId = () => `aaaaaaaa-aaaa-4aaa-8aaa-${String((ids += 1)).padStart(12, '0')}`;

/** The caller's folders and files, kept as the server would, and the fault setting. */
function libraryServer() {
  const faults = forcedFaults();
  const folders: { id: string; name: string }[] = [
    { id: nextId(), name: 'uploads' },
    { id: nextId(), name: 'Tax documents' },
  ];
  const files: (Resource & { bytes: Blob })[] = [];
  const store = (folderName: string, file: File) => {
    const id = nextId();
    const resource = {
      id,
      fileName: file.name,
      folderName,
      fileType: file.name.split('.').pop() ?? '',
      fileUrl: `/api/v1/files/${id}/content`,
      size: file.size,
      appUse: false,
      createdAt: AT,
      bytes: file,
    };
    files.push(resource);
    return resource;
  };
  const shown = ({ bytes: _bytes, ...resource }: Resource & { bytes: Blob }): Resource => resource;
  store('uploads', new File(['%PDF-1.4'], 'audited-financials-2025.pdf'));
  store('Tax documents', new File(['W-9'], 'w9.pdf'));
  // A file of the caller's, in the folder the library opens on.
  store('uploads', new File(['Minutes of the board'], 'minutes.txt', { type: 'text/plain' }));
  const api = {
    listFolders: async (): Promise<Folder[]> =>
      folders.map(({ id, name }) => ({
        id,
        name: `${TEST_USER.id}.${name}`,
        fileCount: files.filter((file) => file.folderName === name).length,
        createdAt: AT,
      })),
    listResourcesInFolder: faults.answering('listResourcesInFolder', async (folder: string) =>
      files.filter((file) => file.folderName === folder).map(shown),
    ),
    createFolder: faults.answering('createFolder', async (name: string) => {
      const folder = { id: nextId(), name };
      folders.push(folder);
      return { id: folder.id, name: `${TEST_USER.id}.${name}`, fileCount: 0, createdAt: AT };
    }),
    uploadFile: faults.answering('uploadFile', async (folder: string, file: File) => {
      const resource = store(folder, file);
      return { ...shown(resource), url: resource.fileUrl };
    }),
    updateResource: faults.answering(
      'updateResource',
      async (id: string, change: UpdateResourceRequest) => {
        const file = files.find((one) => one.id === id)!;
        Object.assign(file, change);
        return shown(file);
      },
    ),
    deleteFile: faults.answering('deleteFile', async (id: string) => {
      files.splice(
        files.findIndex((file) => file.id === id),
        1,
      );
    }),
    getFileContent: faults.answering(
      'getFileContent',
      async (id: string) => files.find((file) => file.id === id)!.bytes,
    ),
  };
  return { faults, api };
}

/** The library at /resources, through the app's router, once it shows the first folder's files. */
async function openLibrary() {
  const server = libraryServer();
  const user = userEvent.setup({ delay: null });
  const page = await renderRoute('/resources', { api: server.api, logic: LOGIC });
  await screen.findByRole('link', { name: 'minutes.txt' });
  return { ...page, server, user };
}

/** What each frame shows: the blob behind each object URL the preview made. */
const framed = new Map<string, Blob>();
const createObjectURL = URL.createObjectURL;
const revokeObjectURL = URL.revokeObjectURL;
beforeEach(() => {
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:http://localhost/${framed.size + 1}`;
    framed.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => {};
});
afterEach(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
  framed.clear();
});

describe('the library under faults', () => {
  it('Library createFolder: the dialog keeps the name typed and says why, and a retry creates the folder', async () => {
    const { server, user } = await openLibrary();
    await user.click(screen.getByRole('button', { name: 'Create folder' }));
    const create = await screen.findByRole('dialog', { name: 'Create folder' });
    await user.type(within(create).getByLabelText(/Folder name/), 'Board papers');
    for (const fault of FAULTS) {
      server.faults.force('createFolder', fault);
      await user.click(within(create).getByRole('button', { name: 'Create Folder' }));
      await alertSays(toastOf(fault, 'Failed to create folder'));
      expect(within(create).getByLabelText(/Folder name/)).toHaveValue('Board papers');
    }
    server.faults.clear();
    await user.click(within(create).getByRole('button', { name: 'Create Folder' }));
    await waitFor(() => expect(create).not.toBeInTheDocument());
    await alertSays('Folder created successfully');
    expect(await screen.findByRole('button', { name: 'Board papers 0 files' })).toBeVisible();
  });

  it('Library listResourcesInFolder: opening a folder fails clearly, then opens', async () => {
    const { server, user } = await openLibrary();
    const taxDocuments = () => screen.getByRole('button', { name: 'Tax documents 1 file' });
    for (const fault of FAULTS) {
      server.faults.force('listResourcesInFolder', fault);
      await user.click(taxDocuments());
      await alertSays(toastOf(fault, 'Failed to fetch resources'));
    }
    server.faults.clear();
    await user.click(taxDocuments());
    expect(
      await screen.findByRole('heading', { name: 'Personal Documents | 1 Files' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'w9.pdf' })).toBeVisible();
  });

  it('Library uploadFile: the dialog keeps the chosen file and says why, and a retry uploads it', async () => {
    const { server, user } = await openLibrary();
    await user.click(screen.getByRole('button', { name: 'Upload file' }));
    const upload = await screen.findByRole('dialog', { name: 'Upload file' });
    await user.upload(
      upload.querySelector('input[type="file"]') as HTMLInputElement,
      new File(['Agenda of the board'], 'agenda.txt', { type: 'text/plain' }),
    );
    for (const fault of FAULTS) {
      server.faults.force('uploadFile', fault);
      await user.click(within(upload).getByRole('button', { name: 'Upload' }));
      await alertSays(toastOf(fault, 'Failed to upload file'));
      expect(within(upload).getByText('agenda.txt')).toBeVisible();
    }
    server.faults.clear();
    await user.click(within(upload).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(upload).not.toBeInTheDocument());
    expect(await screen.findByRole('link', { name: 'agenda.txt' })).toBeVisible();
  });

  it('Library updateResource: the Application Use switch goes back with the message, and a retry sets it', async () => {
    const { server, user } = await openLibrary();
    // While a change is saved the switch gives way to a spinner: it is found again each time.
    const toggle = () => screen.findByRole('switch', { name: 'Application Use for minutes.txt' });
    for (const fault of FAULTS) {
      // The switch takes a click once the library is ready again (it shows disabled until then):
      // the last change has had its answer before the next fault is forced.
      await waitFor(async () => expect(await toggle()).toBeEnabled());
      server.faults.force('updateResource', fault);
      await user.click(await toggle());
      await alertSays(toastOf(fault, 'Failed to update resource'));
      expect(await toggle()).not.toBeChecked();
    }
    server.faults.clear();
    await waitFor(async () => expect(await toggle()).toBeEnabled());
    await user.click(await toggle());
    await waitFor(async () => expect(await toggle()).toBeChecked());
  });

  it('Library getFileContent: the preview says so and offers Try again, the way back works, and a retry shows the file', async () => {
    const { server, user, router } = await openLibrary();
    for (const fault of FAULTS) {
      server.faults.force('getFileContent', fault);
      await user.click(screen.getByRole('link', { name: 'minutes.txt' }));
      const problem = await screen.findByText('The document could not be loaded');
      expect(problem.closest('[role="alert"]')).toHaveTextContent(
        toastOf(fault, 'Failed to fetch resources'),
      );
      if (fault === 'server') {
        await user.click(screen.getByRole('link', { name: 'Back to Resource Library' }));
        await screen.findByRole('link', { name: 'minutes.txt' });
      }
    }
    server.faults.clear();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    // The frame is given the file's bytes (a browser drawing a text file in it: library.spec.ts).
    const frame = await screen.findByTitle('minutes.txt');
    expect(await framed.get(frame.getAttribute('src') ?? '')?.text()).toBe('Minutes of the board');
    await user.click(screen.getByRole('link', { name: 'Back to Resource Library' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/resources'));
    expect(await screen.findByRole('link', { name: 'minutes.txt' })).toBeVisible();
  });

  it('Library deleteFile: the file stays listed with the message, and a retry deletes it', async () => {
    const { server, user } = await openLibrary();
    const deleteIt = async () => {
      await user.click(screen.getByRole('button', { name: 'Actions for minutes.txt' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Delete Document' }));
      const confirm = await screen.findByRole('dialog', { name: 'Delete Document' });
      await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    };
    for (const fault of FAULTS) {
      server.faults.force('deleteFile', fault);
      await deleteIt();
      await alertSays(toastOf(fault, 'Failed to delete file'));
      expect(screen.getByRole('link', { name: 'minutes.txt' })).toBeVisible();
    }
    server.faults.clear();
    await deleteIt();
    await alertSays('File deleted successfully');
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'minutes.txt' })).not.toBeInTheDocument(),
    );
  });
});
