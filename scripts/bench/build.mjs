// The benchmark's builds, all by the same toolchain: the app's two variants through vite.config.ts
// (exactly `npm run build` and `npm run build:demo`, into the benchmark's own folder so other
// builds in the checkout are left alone; the live one with `VITE_API_BASE_URL` at the loopback
// origin where the bench starts `npm run api:serve`), the baseline and floor pages and the
// seeding harness. `<folder>/live-api.json` records the API port the live build calls, so a run
// with --skip-build starts the API where that build expects it.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { apiBaseUrl, freePort } from './api.mjs';

export const DEFAULT_OUT = 'dist-bench';

function viteBuild(mode, outDir, env = {}) {
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
    { stdio: 'inherit', env: { ...process.env, ...env } },
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
    build: { outDir: resolve(outDir), emptyOutDir: true },
  });
  console.log(`built ${root} into ${outDir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const apiRecord = (out) => join(out, 'live-api.json');

/** The API port the live build in `out` calls (recorded when it was built). */
export function liveApiPort(out) {
  const file = apiRecord(out);
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: build with the bench first (without --skip-build)`);
  }
  return JSON.parse(readFileSync(file, 'utf8')).port;
}

/** Builds everything into `out`; the live build calls its API at `apiPort` (API_PORT, else free). */
export async function buildAll(out = DEFAULT_OUT) {
  const apiPort = Number(process.env.API_PORT || (await freePort()));
  viteBuild('live', join(out, 'live'), { VITE_API_BASE_URL: apiBaseUrl(apiPort) });
  writeFileSync(apiRecord(out), JSON.stringify({ port: apiPort, url: apiBaseUrl(apiPort) }));
  viteBuild('demo', join(out, 'demo'));
  await pageBuild('bench/baseline', join(out, 'baseline'), '/');
  await pageBuild('bench/floor', join(out, 'floor'), '/');
  await pageBuild('bench/harness', join(out, 'harness'), '/__bench/');
}
