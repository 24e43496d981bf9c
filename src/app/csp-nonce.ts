let known = '';

/**
 * The style nonce of this build (Vite puts it on `<meta property="csp-nonce">`), for the <style>
 * tags Mantine writes at run time. Read through the `nonce` property: browsers hide the attribute.
 * Mantine asks for it in every component that writes a style tag, so it is read from the page
 * once (it never changes while the page lives).
 */
export function styleNonce(): string {
  if (known || typeof document === 'undefined') return known;
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  known = meta?.nonce ?? '';
  return known;
}
