/**
 * The style of a block the browser neither styles nor lays out while it is off screen
 * (`content-visibility: auto`): its height is held at `heightPx` until it is first drawn, then
 * remembered. It stays in the accessibility tree and in find in page; what the page's arrival
 * lays out is a screenful, not every block below it (docs/performance.md, "Off-screen cards
 * skipped").
 */
export const offScreenSkipped = (heightPx: number) =>
  ({
    contentVisibility: 'auto',
    containIntrinsicSize: `auto ${heightPx}px`,
  }) as const;
