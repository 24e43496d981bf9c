// The demo's web app manifest, linked after the first heading's paint (README.md).

/**
 * Links the demo's web app manifest (`href`) once `firstHeading` has resolved; the build leaves it out of
 * the page's HTML (vite.config.ts, `manifestLinkLater`). Chromium fetches a linked manifest and
 * its icon at once, which on the first page of a visit fell between the first paint and the
 * heading's: each such request added a simulated round trip to LCP. Installing and the offline
 * check only need the link later (the favicon is inline in index.html for the same reason).
 */
export function linkManifestLater(href: string, firstHeading: Promise<void>): void {
  void firstHeading.then(() => {
    if (document.querySelector('link[rel="manifest"]')) return;
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = href;
    document.head.append(link);
  });
}
