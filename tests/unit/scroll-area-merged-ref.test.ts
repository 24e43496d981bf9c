// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scrollAreaOwnMergedRef } from '../../vite.config';

// Mantine's ScrollArea as installed: the file the build rewrites.
const mantineCore = join(createRequire(import.meta.url).resolve('@mantine/core'), '..', '..');
const scrollAreaFile = join(mantineCore, 'esm/components/ScrollArea/ScrollArea.mjs');

type Handler = (this: { error(message: string): never }, code: string, id: string) => unknown;
const plugin = scrollAreaOwnMergedRef();
const transform = (plugin.transform as { handler: Handler }).handler;
const context = {
  error(message: string): never {
    throw new Error(message);
  },
};

describe("the build's ScrollArea", () => {
  it("merges its refs with Mantine's own hook, so a table does not load floating-ui", () => {
    const code = readFileSync(scrollAreaFile, 'utf8');
    expect(code).toContain('@floating-ui/react');
    const built = transform.call(context, code, scrollAreaFile) as string;
    expect(built).not.toContain('@floating-ui/react');
    expect(built).toContain('import { useMergedRef } from "@mantine/hooks";');
    expect(built).toContain('const useMergeRefs = (refs) => useMergedRef(...refs);');
    expect(plugin.apply).toBe('build');
  });

  it('stops the build when an upgrade changes what it rewrites', () => {
    expect(() => transform.call(context, 'export const ScrollArea = 1;', scrollAreaFile)).toThrow(
      /no longer imports useMergeRefs/,
    );
  });
});
