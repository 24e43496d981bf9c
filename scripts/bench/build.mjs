// The benchmark's builds, all by the same toolchain: the app's two variants through vite.config.ts
// (exactly `npm run build` and `npm run build:demo`, into the benchmark's own folders so other
// builds in the checkout are left alone), the baseline page and the seeding harness.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

export const OUT = 'dist-bench';

function viteBuild(mode, outDir) {
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'build',
      '--mode',
      mode,
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error(`vite build --mode ${mode} failed`);
  console.log(`built ${mode} into ${outDir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function pageBuild(root, outDir, base) {
  const started = Date.now();
  await build({
    configFile: false,
    root,
    base,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: join(process.cwd(), outDir), emptyOutDir: true },
  });
  console.log(`built ${root} into ${outDir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export async function buildAll() {
  viteBuild('live', join(OUT, 'live'));
  viteBuild('demo', join(OUT, 'demo'));
  await pageBuild('bench/baseline', join(OUT, 'baseline'), '/');
  await pageBuild('bench/floor', join(OUT, 'floor'), '/');
  await pageBuild('bench/harness', join(OUT, 'harness'), '/__bench/');
}
