// What the browser does with a link the library made: copy it.

export const LINK_COPIED = 'Link copied to clipboard!';
export const LINK_COPY_FAILED = 'Failed to copy link';

/** Copies text; false when the browser refuses. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
