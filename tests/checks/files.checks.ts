import { SOME_UUID, LONG, uploadForm } from '../support/check-fixtures';
import type { Checks, OwnerSetups } from '../support/checks';

// The checks of each operation of src/mock-server/routes/files.ts, field by field as
// tests/support/checks.ts says; tests/support/operations.ts finds this file by its name.

export const checks: Checks = {
  listResourcesInFolder: {
    owned: 'file',
    async errors({ call }) {
      await call('get', '/resources/folder/Taken', { token: null });
    },
    async forbidden({ as, sam, danas, expect }) {
      const res = await as(sam, 'get', `/resources/folder/${encodeURIComponent(danas.folderName)}`);
      expect((res.body as { id: string }[]).map((r) => r.id)).not.toContain(danas.fileId);
    },
    fault: {
      screenTest: {
        file: 'screens/faults-library.test.tsx',
        title: 'Library listResourcesInFolder:',
      },
    },
  },
  updateResource: {
    owned: 'file',
    ownRecord: (backend) => backend.db.resources.toCollection().first(),
    async errors({ call, ids, notJson }) {
      const update = (id: string, body: unknown, token?: string | null) =>
        call('patch', `/resources/${id}`, { body, token });
      await update(ids.file, {}, null);
      await update(SOME_UUID, {});
      await update(ids.file, notJson);
      await update(ids.file, null);
      await update(ids.file, { appUse: 'yes' });
      await update(ids.file, { folderName: 'Nowhere' });
      await update(ids.file, {});
      await update(ids.file, { other: true });
    },
    async forbidden({ as, sam, danas, expect }) {
      const res = await as(sam, 'patch', `/resources/${danas.fileId}`, { appUse: true });
      expect(res.status).toBe(404);
    },
    fault: {
      screenTest: {
        file: 'screens/faults-library.test.tsx',
        title: 'Library updateResource:',
      },
    },
  },
  listFolders: {
    owned: 'folder',
    async errors({ call }) {
      await call('get', '/files/folders', { token: null });
    },
    async forbidden({ as, sam, danas, expect }) {
      const rows = (await as(sam, 'get', '/files/folders')).body as { id: string }[];
      expect(rows.map((r) => r.id)).not.toContain(danas.folderId);
    },
    fault: { readScreen: '/resources' },
  },
  createFolder: {
    owned: 'folder',
    async errors({ call, notJson }) {
      const create = (body: unknown, token?: string | null) =>
        call('post', '/files/folder', { body, token });
      await create({}, null);
      await create(notJson);
      await create(1);
      await create({});
      await create({ folderName: '  ' });
      await create({ folderName: 'a/b' });
      await create({ folderName: LONG(100) });
      await create({ folderName: 'taken' });
    },
    async forbidden({ as, sam, danas, expect }) {
      const res = await as(sam, 'post', '/files/folder', { folderName: danas.folderName });
      expect(res.status).toBe(201);
      expect((res.body as { id: string }).id).not.toBe(danas.folderId);
    },
    fault: {
      screenTest: {
        file: 'screens/faults-library.test.tsx',
        title: 'Library createFolder:',
      },
    },
  },
  uploadFile: {
    owned: 'file',
    async errors({ call }) {
      const upload = (folder: string, body: unknown, token?: string | null) =>
        call('post', `/files/upload/${encodeURIComponent(folder)}`, { body, token });
      await upload('Taken', uploadForm('a.txt'), null);
      await upload(' ', uploadForm('a.txt'));
      await upload('a\\b', uploadForm('a.txt'));
      await upload(LONG(100), uploadForm('a.txt'));
      // A form whose `file` is text, not a file (a JSON body is refused with 415 before this rule).
      const textOnly = new FormData();
      textOnly.append('file', 'not a file');
      await upload('Taken', textOnly);
      await upload('Taken', uploadForm('a.txt', 'x'.repeat(10 * 1024 * 1024 + 1)));
      await upload('Taken', uploadForm(`${LONG(251)}.txt`));
    },
    async forbidden({ as, dana, sam, danas, expect }) {
      const res = await as(
        sam,
        'post',
        `/files/upload/${encodeURIComponent(danas.folderName)}`,
        uploadForm('sam.txt', 'from Sam'),
      );
      expect(res.status).toBe(201);
      const danaFiles = (
        await as(dana, 'get', `/resources/folder/${encodeURIComponent(danas.folderName)}`)
      ).body as { id: string }[];
      expect(danaFiles.map((f) => f.id)).toEqual([danas.fileId]);
    },
    fault: {
      screenTest: {
        file: 'screens/faults-library.test.tsx',
        title: 'Library uploadFile:',
      },
    },
  },
  deleteFile: {
    owned: 'file',
    async errors({ call, ids }) {
      await call('delete', `/files/${ids.file}`, { token: null });
      await call('delete', '/files/not-an-id');
      await call('delete', `/files/${SOME_UUID}`);
    },
    async forbidden({ as, sam, danas, expect }) {
      expect((await as(sam, 'delete', `/files/${danas.fileId}`)).status).toBe(404);
      expect((await as(sam, 'delete', `/files/${danas.folderId}`)).status).toBe(404);
    },
    fault: {
      screenTest: {
        file: 'screens/faults-library.test.tsx',
        title: 'Library deleteFile:',
      },
    },
  },
  getFileContent: {
    owned: 'file',
    async errors({ call, ids, backend }) {
      await call('get', `/files/${ids.file}/content`, { token: null });
      await call('get', `/files/${SOME_UUID}/content`);
      await backend.db.fileBlobs.delete(ids.file);
      await call('get', `/files/${ids.file}/content`);
    },
    async forbidden({ as, sam, danas, expect }) {
      expect((await as(sam, 'get', `/files/${danas.fileId}/content`)).status).toBe(404);
    },
    fault: {
      screenTest: {
        file: 'screens/faults-library.test.tsx',
        title: 'Library getFileContent:',
      },
    },
  },
};

/** Dana's folder "Dana private", then a file in it (the file's setup reads the folder's). */
export const ownerData: OwnerSetups<'folder' | 'file'> = {
  async folder({ as, dana }) {
    const folderName = 'Dana private';
    const made = await as(dana, 'post', '/files/folder', { folderName });
    return { folderId: (made.body as { id: string }).id, folderName };
  },
  async file({ as, dana, danas }) {
    const uploaded = await as(
      dana,
      'post',
      `/files/upload/${encodeURIComponent(danas.folderName)}`,
      uploadForm('secret.txt', 'only for Dana'),
    );
    return { fileId: (uploaded.body as { id: string }).id };
  },
};

declare module '../support/checks' {
  interface OwnedKinds {
    folder: { folderId: string; folderName: string };
    file: { fileId: string };
  }
}
