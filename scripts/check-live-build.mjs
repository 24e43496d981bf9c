// The live build must carry none of the embedded backend (no Mirage, no pretender, no Dexie) and
// none of the testers' cockpit (src/cockpit: the inspector's panel, charts, event sender, event
// log, plan words), which only the demo's mount loads (lint keeps every other module off it), and
// none of the guided tour (src/tour), which only the tour's mount loads.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? 'dist';
const files = readdirSync(join(dir, 'assets')).filter((name) => name.endsWith('.js'));
const markers = [
  /miragejs/i,
  /pretender/i,
  /Dexie/,
  /grantwise-demo/,
  /\bcreateServer\(/,
  /State inspector/,
  /Copy as model path/,
  /What can happen now/,
  /stateDiagram-v2/,
  /Close state inspector/,
  /Copy as test steps/,
  // The machines' tester words (src/machines/*.words.ts), which only the cockpit reads.
  /The server creates the grant/,
  /__grantwiseTraffic/,
  // The guided tour for sales demos (src/tour: driver.js, the shipped tour, its captions).
  /driver-popover/,
  /Bring the screen to this step/,
  /sales-demo/,
  // The demo's service worker and its registration (the live build registers none).
  /messageSkipWaiting/,
  /workbox/i,
];
const offenders = files.flatMap((name) => {
  const text = readFileSync(join(dir, 'assets', name), 'utf8');
  return markers.filter((marker) => marker.test(text)).map((marker) => `${name}: ${marker}`);
});
const serviceWorkers = readdirSync(dir).filter((name) =>
  /^(sw|workbox-.*)\.js$|\.webmanifest$/.test(name),
);
offenders.push(...serviceWorkers.map((name) => `${name}: a service worker or manifest`));
if (files.length === 0) {
  console.error(`No JavaScript found in ${dir}/assets: build first`);
  process.exit(1);
}
if (offenders.length > 0) {
  console.error('The live build contains embedded-backend code:\n' + offenders.join('\n'));
  process.exit(1);
}
console.log(`live build: ${files.length} scripts, no embedded-backend code`);
