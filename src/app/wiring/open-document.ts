import { inertType } from '../../domain/inert-content';

const FILE_CONTENT_PATH = /\/files\/([0-9a-f-]{36})\/content$/i;

/**
 * Opens a document of an application. Files of the app need the bearer token, so they are
 * fetched through the API and shown from a blob; the tab is opened during the click so no
 * popup blocker stops it. `url` has passed `safeUrl` already; `readContent` reads a file's
 * bytes as the library does.
 */
export async function openDocument(
  url: string,
  readContent: (fileId: string) => Promise<Blob>,
): Promise<void> {
  const parsed = new URL(url, location.origin);
  const fileId =
    parsed.origin === location.origin ? FILE_CONTENT_PATH.exec(parsed.pathname)?.[1] : undefined;
  if (!fileId) {
    window.open(parsed.href, '_blank', 'noopener,noreferrer');
    return;
  }
  const tab = window.open('', '_blank');
  try {
    const stored = await readContent(fileId);
    // Uploaded HTML or SVG must never run with the app's origin: it downloads instead.
    const blob = new Blob([stored], { type: inertType(stored.type) });
    const blobUrl = URL.createObjectURL(blob);
    if (tab) tab.location.href = blobUrl;
    else window.location.assign(blobUrl);
    setTimeout(() => URL.revokeObjectURL(blobUrl), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
