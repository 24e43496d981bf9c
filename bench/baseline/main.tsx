// The benchmark's baseline: a minimal React 19 + Mantine page built by the same toolchain as the
// app. Every figure of `npm run bench` is also shown as a ratio to the same figure here, measured
// in the same run, so a busy machine slows both sides alike.
import { MantineProvider } from '@mantine/core';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { type BenchTab, BenchPage } from './page';

function Page() {
  const [tab, setTab] = useState<BenchTab>('all');
  return <BenchPage heading="Baseline" tab={tab} onTabChange={setTab} />;
}

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <MantineProvider>
        <Page />
      </MantineProvider>
    </StrictMode>,
  );
