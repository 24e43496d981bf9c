// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isUuid, safeRedirectPath, safeUrl } from '../../src/domain/safe-url';

const ORIGIN = 'https://app.grantwise.test';

describe('URL checks', () => {
  it('accepts only same-origin paths as redirects', () => {
    expect(safeRedirectPath('/grants?tab=overview')).toBe('/grants?tab=overview');
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '',
      42,
      '/a\nb',
    ]) {
      expect(safeRedirectPath(bad), String(bad)).toBeUndefined();
    }
  });

  it('lets same-origin, blob: and https: URLs reach a link or a frame, never javascript: or data:', () => {
    expect(safeUrl('/api/v1/files/1/content', ORIGIN, 'frame')).toBe(
      `${ORIGIN}/api/v1/files/1/content`,
    );
    expect(safeUrl('blob:https://app.grantwise.test/1234', ORIGIN, 'frame')).toBe(
      'blob:https://app.grantwise.test/1234',
    );
    expect(safeUrl('https://cdn.example.org/a.pdf', ORIGIN, 'frame')).toBe(
      'https://cdn.example.org/a.pdf',
    );
    expect(safeUrl('http://cdn.example.org/a.pdf', ORIGIN, 'frame')).toBeUndefined();
    for (const bad of [
      'javascript:alert(1)',
      ' JAVASCRIPT:alert(1)',
      'data:text/html,<script>1</script>',
      'vbscript:x',
      '',
      null,
    ]) {
      expect(safeUrl(bad, ORIGIN, 'link'), String(bad)).toBeUndefined();
    }
  });

  it('refuses http: links on an https: page and keeps them on a plain-http one', () => {
    expect(safeUrl('http://www.linkedin.com/in/dana', ORIGIN, 'link')).toBeUndefined();
    expect(safeUrl('http://www.linkedin.com/in/dana', 'http://localhost:5173', 'link')).toBe(
      'http://www.linkedin.com/in/dana',
    );
    expect(safeUrl('http://localhost:5173/files/1', 'http://localhost:5173', 'frame')).toBe(
      'http://localhost:5173/files/1',
    );
  });

  it('recognises user ids', () => {
    expect(isUuid('6f1c2b9e-4d3a-4c8e-9b1a-2f7d5e8c0a11')).toBe(true);
    expect(isUuid('6f1c2b9e')).toBe(false);
    expect(isUuid('<script>')).toBe(false);
  });
});
