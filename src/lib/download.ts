// Hands a file the app made or fetched to the browser's download, through a temporary blob: link.

/** Saves `blob` under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Long enough for a slow disk to take the file; the link is gone, only the URL is kept.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
