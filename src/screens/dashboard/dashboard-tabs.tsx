import { Tabs } from '@mantine/core';
import { type ReactNode, useRef, useState } from 'react';
import { DASHBOARD_TABS, type DashboardTab, isDashboardTab } from '../../domain/dashboard-tabs';
import { afterNextPaint } from '../../lib/after-next-paint';

/**
 * The dashboard's tabs and the one panel of the selected tab. A click (or an arrow key) shows the
 * new tab selected in the very next paint, rendering only the tabs (the panel's `children` are
 * the same elements, so React leaves them alone); the change of the address, which renders the
 * dashboard and asks for the tab's rows, follows that paint.
 */
export function DashboardTabs({
  tab,
  onTabChange,
  children,
}: {
  tab: DashboardTab;
  onTabChange: (tab: DashboardTab) => void;
  children: ReactNode;
}) {
  const [chosen, setChosen] = useState(tab);
  // Counts the changes: of two quick clicks only the second changes the address.
  const changes = useRef(0);
  const [lastTab, setLastTab] = useState(tab);
  // The address changed (this tab's change arrived, Back, a link): it is the tab shown.
  if (tab !== lastTab) {
    setLastTab(tab);
    setChosen(tab);
  }
  return (
    <Tabs
      value={chosen}
      onChange={(value) => {
        if (!isDashboardTab(value) || value === chosen) return;
        setChosen(value);
        const change = (changes.current += 1);
        void afterNextPaint().then(() => {
          if (changes.current === change) onTabChange(value);
        });
      }}
      keepMounted={false}
    >
      <Tabs.List>
        {DASHBOARD_TABS.map((item) => (
          <Tabs.Tab key={item.id} value={item.id}>
            {item.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {/* One panel, the selected tab's: a tab change keeps the table (and its rows until the
          answer), instead of mounting another table. */}
      <Tabs.Panel value={chosen} pt="md">
        {children}
      </Tabs.Panel>
    </Tabs>
  );
}
