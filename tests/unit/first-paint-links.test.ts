import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { linkManifestLater } from '../../src/app/first-paint/manifest-later';

// What the page links besides its code: the favicon inline (no request after the first paint)
// and the demo's manifest only once the first screen has painted.

afterEach(() => document.head.querySelectorAll('link[rel="manifest"]').forEach((l) => l.remove()));

describe('the page head', () => {
  it('carries the favicon inline, the same picture as public/favicon.svg', () => {
    const html = readFileSync('index.html', 'utf8');
    const href = /<link\s+rel="icon"\s+type="image\/svg\+xml"\s+href="([^"]+)"/.exec(html)?.[1];
    expect(href?.startsWith('data:image/svg+xml,')).toBe(true);
    const inline = decodeURIComponent(href!.slice('data:image/svg+xml,'.length));
    const file = readFileSync('public/favicon.svg', 'utf8').trim().replaceAll('"', "'");
    expect(inline).toBe(file);
  });

  it('links the manifest once the first screen has painted, and only once', async () => {
    let painted = () => {};
    const gate = new Promise<void>((resolve) => (painted = resolve));
    linkManifestLater('/manifest.webmanifest', gate);
    linkManifestLater('/manifest.webmanifest', gate);
    await Promise.resolve();
    expect(document.querySelectorAll('link[rel="manifest"]')).toHaveLength(0);
    painted();
    await gate;
    await Promise.resolve();
    const links = document.querySelectorAll<HTMLLinkElement>('link[rel="manifest"]');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('/manifest.webmanifest');
  });
});
