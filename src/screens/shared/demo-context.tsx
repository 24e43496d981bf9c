import { createContext, useContext } from 'react';

/** What the embedded backend lets the app do; absent on the live API. */
export interface DemoControls {
  resetDemoData(): Promise<void>;
}

export const DemoControlsContext = createContext<DemoControls | null>(null);

export const useDemoControls = () => useContext(DemoControlsContext);
