// @vitest-environment node
import { File } from 'node:buffer';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestBackend, type TestBackend } from '../support/mock-backend';
import type { Folder, Resource, UploadedFile } from '../../src/api/schema.gen';

let backend: TestBackend;
let token: string;

beforeEach(async () => {
  backend = await createTestBackend();
  token = await backend.signIn('demo@grantwise.app', 'Demo1234!');
});
afterEach(() => backend.close());

function form(file: File | null): FormData {
  const data = new FormData();
  if (file) data.append('file', file as unknown as Blob);
  return data;
}

const textFile = (name: string, body: string, type = 'text/plain') =>
  new File([body], name, { type });

async function upload(folder: string, file: File | null, as: string | null = token) {
  return backend.request('post', `/files/upload/${encodeURIComponent(folder)}`, {
    token: as,
    body: form(file),
  });
}

async function contentOf(id: string, as: string | null = token) {
  return backend.request('get', `/files/${id}/content`, { token: as });
}

describe('uploadFile and getFileContent', () => {
  it('stores the bytes and serves them back with their type and name', async () => {
    const res = await upload('grants', textFile('budget notes.txt', 'hello grants'));
    expect(res.status).toBe(201);
    const uploaded = res.body as UploadedFile;
    expect(uploaded).toMatchObject({
      fileName: 'budget notes.txt',
      folderName: 'grants',
      fileType: 'txt',
      size: 12,
      appUse: false,
    });
    expect(uploaded.url).toBe(`/api/v1/files/${uploaded.id}/content`);
    expect(uploaded.fileUrl).toBe(uploaded.url);

    const content = await contentOf(uploaded.id);
    expect(content.status).toBe(200);
    expect(content.body).toBeInstanceOf(Blob);
    expect(await (content.body as Blob).text()).toBe('hello grants');
    expect(content.headers).toMatchObject({
      'Content-Type': 'text/plain',
      'Content-Length': '12',
      'Content-Disposition': 'inline; filename="budget notes.txt"',
    });
  });

  it('keeps binary bytes exactly', async () => {
    const bytes = new Uint8Array(256).map((_, i) => i);
    const res = await upload('uploads', new File([bytes], 'all-bytes.bin'));
    const uploaded = res.body as UploadedFile;
    const content = await contentOf(uploaded.id);
    expect(new Uint8Array(await (content.body as Blob).arrayBuffer())).toEqual(bytes);
    expect(content.headers?.['Content-Type']).toBe('application/octet-stream');
  });

  it('creates a missing folder on upload, which then lists with its real count', async () => {
    await upload('Receipts', textFile('a.txt', 'a'));
    await upload('Receipts', textFile('b.txt', 'b'));
    const folders = (await backend.request('get', '/files/folders', { token })).body as Folder[];
    const receipts = folders.find((folder) => folder.name.endsWith('.Receipts'));
    expect(receipts?.fileCount).toBe(2);
    expect(receipts?.name).toBe(`${backend.demoUsers[0].id}.Receipts`);
  });

  it('refuses a missing file and a file over 10 MB with 422', async () => {
    const none = await upload('uploads', null);
    expect(none.status).toBe(422);
    expect(none.body).toMatchObject({ errors: { file: 'fileRequired' } });

    const big = await upload(
      'uploads',
      new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.pdf'),
    );
    expect(big.status).toBe(422);
    expect(big.body).toMatchObject({
      message: 'File must be at most 10MB',
      errors: { file: 'fileTooLarge' },
    });

    const exact = await upload('uploads', new File([new Uint8Array(10 * 1024 * 1024)], 'ok.pdf'));
    expect(exact.status).toBe(201);
  });

  it('turns a full browser storage into a clear 500, never a crash', async () => {
    backend.db.fileBlobs.put = () => {
      throw Object.assign(new Error('The quota has been exceeded.'), {
        name: 'QuotaExceededError',
      });
    };
    const res = await upload('uploads', textFile('a.txt', 'a'));
    expect(res.status).toBe(500);
    expect(res.body).toMatchObject({
      message: 'Failed to upload file: the browser has no storage space left for the library',
    });
    const files = (await backend.request('get', '/resources/folder/uploads', { token }))
      .body as Resource[];
    expect(files.map((f) => f.fileName)).not.toContain('a.txt');
  });

  it('answers 401 without a token and 404 for another user', async () => {
    expect((await upload('uploads', textFile('a.txt', 'a'), null)).status).toBe(401);
    const mine = (await upload('uploads', textFile('a.txt', 'a'))).body as UploadedFile;
    const sam = await backend.signIn('sam@grantwise.app', 'Grants2026!');
    expect((await contentOf(mine.id, sam)).status).toBe(404);
    expect((await contentOf(mine.id, null)).status).toBe(401);
    expect((await contentOf('not-a-uuid')).status).toBe(404);
  });
});

describe('file names outside Latin-1', () => {
  /** 255 characters (code points) in three scripts and an emoji. */
  const longName = `${Array.from('Zażółć gęślą jaźń 履歴書 🚀 '.repeat(12)).slice(0, 251).join('')}.pdf`;
  const names = ['Łódź-budget.pdf', '履歴書.pdf', '🚀 plan.pdf', 'say "hi" \\ back.pdf', longName];

  it('uploads, lists and serves each one, with a header a Response accepts', async () => {
    const uploaded = new Map<string, UploadedFile>();
    for (const name of names) {
      const res = await upload(
        'grants',
        textFile(name, `%PDF-1.4 bytes of ${name}`, 'application/pdf'),
      );
      expect(res.status, name).toBe(201);
      uploaded.set(name, res.body as UploadedFile);
      expect(uploaded.get(name)).toMatchObject({ fileName: name, fileType: 'pdf' });
    }

    const listed = (await backend.request('get', '/resources/folder/grants', { token }))
      .body as Resource[];
    expect(listed.map((file) => file.fileName)).toEqual(expect.arrayContaining(names));

    for (const [name, file] of uploaded) {
      const content = await contentOf(file.id);
      expect(content.status, name).toBe(200);
      const disposition = content.headers?.['Content-Disposition'] ?? '';
      expect(
        [...disposition].every((char) => char.charCodeAt(0) <= 255),
        disposition,
      ).toBe(true);
      const encoded = /; filename\*=UTF-8''(\S+)$/.exec(disposition)?.[1] ?? '';
      expect(decodeURIComponent(encoded)).toBe(name);
      expect(disposition).toMatch(/^inline; filename="[\x20-\x7E]+\.pdf"; filename\*=/);
      // The transports (Mirage's fake XHR, the worker bridge) build a Response from the header.
      const response = new Response(content.body as Blob, {
        status: content.status,
        headers: content.headers,
      });
      expect(response.headers.get('content-disposition')).toBe(disposition);
      expect(await response.text()).toBe(`%PDF-1.4 bytes of ${name}`);
    }
  });
});

describe('folders', () => {
  it('lists the seeded folders of the caller with real counts', async () => {
    const res = await backend.request('get', '/files/folders', { token });
    expect(res.status).toBe(200);
    const folders = res.body as Folder[];
    const byName = Object.fromEntries(
      folders.map((f) => [f.name.split('.').slice(1).join('.'), f]),
    );
    expect(Object.keys(byName)).toEqual(['uploads', 'grants', 'Tax documents']);
    for (const [display, folder] of Object.entries(byName)) {
      const files = await backend.request(
        'get',
        `/resources/folder/${encodeURIComponent(display)}`,
        {
          token,
        },
      );
      expect(folder.fileCount, display).toBe((files.body as unknown[]).length);
    }
    expect(byName.uploads?.fileCount).toBe(4);
    expect((await backend.request('get', '/files/folders')).status).toBe(401);
  });

  it('of twenty requests for one new folder at once, one creates it and the others are told it exists', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        backend.request('post', '/files/folder', { token, body: { folderName: 'Same time' } }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array(19).fill(422)]);
    const folders = (await backend.request('get', '/files/folders', { token })).body as Folder[];
    expect(folders.filter((folder) => folder.name.endsWith('.Same time'))).toHaveLength(1);
  });

  it('takes uploads into the same new folder at once, all in one folder', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, n) => upload('Arrived together', textFile(`${n}.txt`, `${n}`))),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(5).fill(201));
    const folders = (await backend.request('get', '/files/folders', { token })).body as Folder[];
    expect(folders.filter((folder) => folder.name.endsWith('.Arrived together'))).toHaveLength(1);
  });

  it('creates a folder stored as userId.name, trimmed, and refuses blanks and duplicates', async () => {
    const res = await backend.request('post', '/files/folder', {
      token,
      body: { folderName: '  Reports  ' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: `${backend.demoUsers[0].id}.Reports`, fileCount: 0 });

    const duplicate = await backend.request('post', '/files/folder', {
      token,
      body: { folderName: 'reports' },
    });
    expect(duplicate.status).toBe(422);
    expect(duplicate.body).toMatchObject({
      message: 'A folder with this name already exists',
      errors: { folderName: 'folderAlreadyExists' },
    });
    const blank = await backend.request('post', '/files/folder', {
      token,
      body: { folderName: '  ' },
    });
    expect(blank.status).toBe(422);
    expect(blank.body).toMatchObject({ message: 'Folder name is required' });
  });

  it('deletes a folder with its files; another user gets 404', async () => {
    const folders = (await backend.request('get', '/files/folders', { token })).body as Folder[];
    const grants = folders.find((f) => f.name.endsWith('.grants'));
    if (!grants) throw new Error('seed has no grants folder');
    const files = (await backend.request('get', '/resources/folder/grants', { token }))
      .body as Resource[];
    expect(files.length).toBeGreaterThan(0);

    const sam = await backend.signIn('sam@grantwise.app', 'Grants2026!');
    expect((await backend.request('delete', `/files/${grants.id}`, { token: sam })).status).toBe(
      404,
    );

    expect((await backend.request('delete', `/files/${grants.id}`, { token })).status).toBe(204);
    expect((await backend.request('get', '/resources/folder/grants', { token })).body).toEqual([]);
    expect((await contentOf(files[0]!.id)).status).toBe(404);
    expect(await backend.db.fileBlobs.get(files[0]!.id)).toBeUndefined();
  });
});

describe('resources', () => {
  it('lists a folder newest first, unknown folder as []', async () => {
    const res = await backend.request('get', '/resources/folder/uploads', { token });
    const files = res.body as Resource[];
    expect(files.map((f) => f.fileName)).toEqual([
      'audited-financials-2025.pdf',
      'project-budget-summary.csv',
      'funding-by-quarter.svg',
      'board-meeting-notes.txt',
    ]);
    expect((await backend.request('get', '/resources/folder/nothing', { token })).body).toEqual([]);
  });

  it('serves the seeded PDF as a real PDF', async () => {
    const files = (await backend.request('get', '/resources/folder/uploads', { token }))
      .body as Resource[];
    const pdf = files.find((f) => f.fileType === 'pdf');
    const content = await contentOf(pdf!.id);
    const text = await (content.body as Blob).text();
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(content.headers?.['Content-Type']).toBe('application/pdf');
  });

  it('toggles appUse, moves to an existing folder and refuses an unknown one', async () => {
    const [file] = (await backend.request('get', '/resources/folder/uploads', { token }))
      .body as Resource[];
    const toggled = await backend.request('patch', `/resources/${file!.id}`, {
      token,
      body: { appUse: !file!.appUse },
    });
    expect(toggled.status).toBe(200);
    expect(toggled.body).toMatchObject({ appUse: !file!.appUse });

    const moved = await backend.request('patch', `/resources/${file!.id}`, {
      token,
      body: { folderName: 'Tax documents' },
    });
    expect(moved.body).toMatchObject({ folderName: 'Tax documents' });
    const tax = (await backend.request('get', '/resources/folder/Tax documents', { token }))
      .body as Resource[];
    expect(tax.map((f) => f.id)).toContain(file!.id);

    const unknown = await backend.request('patch', `/resources/${file!.id}`, {
      token,
      body: { folderName: 'Nowhere' },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({ errors: { folderName: 'folderNotFound' } });
    const empty = await backend.request('patch', `/resources/${file!.id}`, { token, body: {} });
    expect(empty.status).toBe(422);
  });

  it('keeps other users out: update and delete answer 404', async () => {
    const [file] = (await backend.request('get', '/resources/folder/uploads', { token }))
      .body as Resource[];
    const sam = await backend.signIn('sam@grantwise.app', 'Grants2026!');
    const samFiles = (await backend.request('get', '/resources/folder/uploads', { token: sam }))
      .body as Resource[];
    expect(samFiles.map((f) => f.id)).not.toContain(file!.id);
    expect(
      (
        await backend.request('patch', `/resources/${file!.id}`, {
          token: sam,
          body: { appUse: true },
        })
      ).status,
    ).toBe(404);
    expect((await backend.request('delete', `/files/${file!.id}`, { token: sam })).status).toBe(
      404,
    );
    expect((await backend.request('delete', `/files/${file!.id}`, { token })).status).toBe(204);
    expect((await backend.request('delete', `/files/${file!.id}`, { token })).status).toBe(404);
  });
});
