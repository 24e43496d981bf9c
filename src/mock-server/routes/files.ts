import type { components } from '../../api/schema.gen';
import {
  LIBRARY_FILE_MESSAGES,
  MAX_UPLOAD_BYTES,
  fileExtension,
  mimeTypeOf,
  validateFolderName,
} from '../../domain/library-files';
import { isUuid } from '../../domain/safe-url';
import { attachmentContentDisposition, inlineContentDisposition } from '../content-disposition';
import { readableThroughSharing } from '../shared-documents';
import { attachedToReadableReport } from './grant-reports';
import { listedFileType, servedInline, servedType } from '../../domain/served-type';
import type { FolderRecord, MockDatabase, ResourceRecord } from '../db';
import {
  HttpError,
  type HandlerContext,
  type Handler,
  isQuotaError,
  jsonBody,
  newId,
  noContent,
  notFound,
  ok,
  requireUser,
  textLength,
  validationFailed,
  findOwned,
} from '../http';
import { defineHandlers } from '../handlers';
import { LIMITS, TOO_LONG, TOO_LONG_MESSAGE } from '../../domain/limits';

type Schemas = components['schemas'];

/** Where a stored file's bytes are read; relative, so it works on any origin and after a reload. */
export const fileContentUrl = (id: string) => `/api/v1/files/${id}/content`;

export function toResource(record: ResourceRecord): Schemas['Resource'] {
  return {
    id: record.id,
    fileName: record.fileName,
    folderName: record.folderName,
    fileType: record.fileType,
    fileUrl: fileContentUrl(record.id),
    size: record.size,
    appUse: record.appUse,
    createdAt: record.createdAt,
  };
}

async function toFolder(db: MockDatabase, record: FolderRecord): Promise<Schemas['Folder']> {
  const fileCount = await db.resources
    .where('[userId+folderName]')
    .equals([record.userId, record.displayName])
    .count();
  return { id: record.id, name: record.name, fileCount, createdAt: record.createdAt };
}

/** The caller's folder with this display name, created on demand when `create` is set. */
export async function findOrCreateFolder(
  db: MockDatabase,
  userId: string,
  displayName: string,
  now: Date,
): Promise<FolderRecord> {
  // Looked up and added in one transaction: two requests naming the same new folder at once
  // (two uploads, two clicks) find the first one's folder instead of breaking the unique index.
  return db.transaction('rw', db.folders, async () => {
    const existing = await db.folders
      .where('[userId+displayName]')
      .equals([userId, displayName])
      .first();
    if (existing) return existing;
    const record: FolderRecord = {
      id: newId(),
      userId,
      displayName,
      name: `${userId}.${displayName}`,
      createdAt: now.toISOString(),
    };
    await db.folders.add(record);
    return record;
  });
}

export interface StoredFileInput {
  userId: string;
  folderName: string;
  fileName: string;
  blob: Blob;
  appUse?: boolean;
  createdAt: string;
  id?: string;
  /** The listed type, when the server decided it from the content (uploads). */
  fileType?: string;
}

/** Stores a file's record and bytes together (also used by the seed). */
export async function storeFile(db: MockDatabase, input: StoredFileInput): Promise<ResourceRecord> {
  const id = input.id ?? newId();
  const extension = fileExtension(input.fileName);
  const record: ResourceRecord = {
    id,
    userId: input.userId,
    fileName: input.fileName,
    folderName: input.folderName,
    fileType: input.fileType ?? (extension || mimeTypeOf(input.fileName, input.blob.type)),
    size: input.blob.size,
    appUse: input.appUse ?? false,
    createdAt: input.createdAt,
  };
  await db.transaction('rw', db.resources, db.fileBlobs, async () => {
    await db.resources.add(record);
    await db.fileBlobs.put({ id, blob: input.blob });
  });
  return record;
}

const ownedResource = (ctx: HandlerContext, userId: string, id: string) =>
  findOwned(ctx.db.resources, id, userId, 'File');

/**
 * A file the caller may read: their own, or one a member attached to a shared application they
 * are a member of (issue 61). Any other answers exactly like a missing one (404).
 */
async function readableResource(ctx: HandlerContext, userId: string, id: string) {
  try {
    return await ownedResource(ctx, userId, id);
  } catch (error) {
    const key = id.toLowerCase();
    const record = isUuid(key) ? await ctx.db.resources.get(key) : undefined;
    if (record && (await readableThroughSharing(ctx.db, record, userId))) return record;
    // A file a co-applicant attached to a report the caller reads (issue 66, parts 4 and 5).
    if (record && (await attachedToReadableReport(ctx.db, record.id, userId))) return record;
    throw error;
  }
}

function uploadedFile(body: unknown): File | Blob | null {
  if (!(body instanceof FormData)) return null;
  const value = body.get('file');
  return value instanceof Blob ? value : null;
}

const listFolders: Handler = async (ctx) => {
  const user = await requireUser(ctx);
  const records = await ctx.db.folders.where('userId').equals(user.id).toArray();
  records.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return ok(await Promise.all(records.map((record) => toFolder(ctx.db, record))));
};

const createFolder: Handler = async (ctx) => {
  const user = await requireUser(ctx);
  const body = jsonBody(ctx);
  const raw = body.folderName;
  if (typeof raw !== 'string') {
    throw validationFailed(
      { folderName: 'folderNameRequired' },
      LIBRARY_FILE_MESSAGES.folderRequired,
    );
  }
  // The check and the write in one transaction: of twenty requests for one name at once, one
  // creates the folder and the others are told it exists.
  const record = await ctx.db.transaction('rw', ctx.db.folders, async () => {
    const existing = await ctx.db.folders.where('userId').equals(user.id).toArray();
    const message = validateFolderName(
      raw,
      existing.map((folder) => folder.displayName),
    );
    if (message) {
      const code =
        message === LIBRARY_FILE_MESSAGES.folderExists
          ? 'folderAlreadyExists'
          : 'folderNameInvalid';
      throw validationFailed({ folderName: code }, message);
    }
    return findOrCreateFolder(ctx.db, user.id, raw.trim(), ctx.now());
  });
  return ok(await toFolder(ctx.db, record), 201);
};

const uploadFile: Handler = async (ctx) => {
  const user = await requireUser(ctx);
  const folderName = (ctx.request.params.folder ?? '').trim();
  // A folder made by an upload passes Create folder's check (an existing one may be named).
  const folderProblem = validateFolderName(folderName, []);
  if (folderProblem) throw validationFailed({ folder: 'folderNameInvalid' }, folderProblem);
  const file = uploadedFile(ctx.request.body);
  if (!file) throw validationFailed({ file: 'fileRequired' }, LIBRARY_FILE_MESSAGES.fileRequired);
  if (file.size > MAX_UPLOAD_BYTES) {
    throw validationFailed({ file: 'fileTooLarge' }, LIBRARY_FILE_MESSAGES.fileTooLarge);
  }
  const fileName =
    'name' in file && typeof file.name === 'string' && file.name ? file.name : 'file';
  if (textLength(fileName) > LIMITS.fileName) {
    throw validationFailed({ file: TOO_LONG }, TOO_LONG_MESSAGE);
  }
  const now = ctx.now();
  try {
    await findOrCreateFolder(ctx.db, user.id, folderName, now);
    // The type is the server's, from the name and the bytes; the uploader's declared type
    // (`file.type`) is never believed: an HTML page named invoice.pdf is no PDF.
    const bytes = new Uint8Array(await file.arrayBuffer());
    const head = bytes.subarray(0, 512);
    const blob = new Blob([bytes], { type: servedType(fileName, head) });
    const record = await storeFile(ctx.db, {
      userId: user.id,
      folderName,
      fileName,
      blob,
      createdAt: now.toISOString(),
      fileType: listedFileType(fileName, head),
    });
    const resource = toResource(record);
    return ok({ ...resource, url: resource.fileUrl }, 201);
  } catch (error) {
    if (isQuotaError(error)) {
      throw new HttpError(
        500,
        'Failed to upload file: the browser has no storage space left for the library',
      );
    }
    throw error;
  }
};

const deleteFile: Handler = async (ctx) => {
  const user = await requireUser(ctx);
  const id = ctx.request.params.id ?? '';
  if (!isUuid(id)) throw notFound('File');
  const folder = await ctx.db.folders.get(id);
  if (folder && folder.userId === user.id) {
    await ctx.db.transaction('rw', ctx.db.folders, ctx.db.resources, ctx.db.fileBlobs, async () => {
      const ids = (await ctx.db.resources
        .where('[userId+folderName]')
        .equals([user.id, folder.displayName])
        .primaryKeys()) as string[];
      await ctx.db.resources.bulkDelete(ids);
      await ctx.db.fileBlobs.bulkDelete(ids);
      await ctx.db.folders.delete(folder.id);
    });
    return noContent();
  }
  const resource = await ownedResource(ctx, user.id, id);
  await ctx.db.transaction('rw', ctx.db.resources, ctx.db.fileBlobs, async () => {
    await ctx.db.resources.delete(resource.id);
    await ctx.db.fileBlobs.delete(resource.id);
  });
  return noContent();
};

const listResourcesInFolder: Handler = async (ctx) => {
  const user = await requireUser(ctx);
  const folderName = ctx.request.params.folder ?? '';
  const records = await ctx.db.resources
    .where('[userId+folderName]')
    .equals([user.id, folderName])
    .toArray();
  records.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return ok(records.map(toResource));
};

const updateResource: Handler = async (ctx) => {
  const user = await requireUser(ctx);
  const resource = await ownedResource(ctx, user.id, ctx.request.params.id ?? '');
  const body = jsonBody(ctx);
  const changes: Partial<ResourceRecord> = {};
  if ('appUse' in body) {
    if (typeof body.appUse !== 'boolean') {
      throw validationFailed({ appUse: 'appUseInvalid' }, 'Application Use must be true or false');
    }
    changes.appUse = body.appUse;
  }
  if ('folderName' in body) {
    const target = typeof body.folderName === 'string' ? body.folderName.trim() : '';
    const folder = target
      ? await ctx.db.folders.where('[userId+displayName]').equals([user.id, target]).first()
      : undefined;
    if (!folder) throw validationFailed({ folderName: 'folderNotFound' }, 'Folder not found');
    changes.folderName = folder.displayName;
  }
  const unknown = Object.keys(body).filter((key) => key !== 'appUse' && key !== 'folderName');
  if (unknown.length > 0 || Object.keys(changes).length === 0) {
    throw validationFailed(
      { body: 'appUseOrFolderNameRequired' },
      'Send appUse or folderName (and nothing else)',
    );
  }
  await ctx.db.resources.update(resource.id, changes);
  return ok(toResource({ ...resource, ...changes }));
};

const getFileContent: Handler = async (ctx) => {
  const user = await requireUser(ctx);
  const resource = await readableResource(ctx, user.id, ctx.request.params.id ?? '');
  const stored = await ctx.db.fileBlobs.get(resource.id);
  if (!stored) throw notFound('File content');
  // Decided again from the name and the bytes (a file stored before this rule included).
  const head = new Uint8Array(await stored.blob.slice(0, 512).arrayBuffer());
  const type = servedType(resource.fileName, head);
  const blob = stored.blob.type === type ? stored.blob : new Blob([stored.blob], { type });
  return {
    status: 200,
    body: blob,
    headers: {
      'Content-Type': type,
      'Content-Disposition': servedInline(type)
        ? inlineContentDisposition(resource.fileName)
        : attachmentContentDisposition(resource.fileName),
      'Content-Length': String(blob.size),
      // The browser takes the type given, never one it guesses from the bytes.
      'X-Content-Type-Options': 'nosniff',
    },
  };
};

export const handlers = defineHandlers({
  listFolders,
  createFolder,
  uploadFile,
  deleteFile,
  listResourcesInFolder,
  updateResource,
  getFileContent,
});
