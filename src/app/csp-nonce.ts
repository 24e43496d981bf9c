/**
 * The style nonce of this build (Vite puts it on `<meta property="csp-nonce">`), for the <style>
 * tags Mantine writes at run time. Read through the `nonce` property: browsers hide the attribute.
 */
export function styleNonce(): string {
  if (typeof document === 'undefined') return '';
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce ?? '';
}
