/** The path of the Chromium the benchmark drives, or undefined for Playwright's own. */
export declare function chromiumPath(): string | undefined;
/** The flags every Chromium of the project starts with: the bench's and the browser tests'. */
export declare const CHROMIUM_ARGS: string[];
