import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatDate } from '../../domain/format';
import { daysLeft, daysLeftText } from '../../domain/grant-reports';
import { REPORT_WORDS } from '../../domain/report-wizard';
import { reportsDue } from '../../domain/reports-due';
import { AddToCalendar } from '../shared/add-to-calendar';
import type { DashboardReads } from './dashboard-api';
import { SectionFailed } from './section-failed';
import type { GrantReport } from '../../api/schema.gen';

// The dashboard's reports due (issue 66, part 5): every report an awarded application still owes,
// soonest first, each with its due date in words and the way to write it; Add to calendar keeps
// their due dates. Without any award there is nothing to say, and the section is not shown.

/** The section's id: the bell's fallback links to it (`/grants#reports`). */
export const REPORTS_DUE_ID = 'reports';
const HEADING_ID = 'reports-heading';

export function ReportsDue({ read, today }: { read: DashboardReads['reports']; today: string }) {
  const { data, error, refetch } = useQuery(read);
  if (error && !data) {
    return (
      <SectionFailed
        title={REPORT_WORDS.reportsDue}
        message={REPORT_WORDS.reportsFailed}
        error={error}
        retry={() => void refetch()}
      />
    );
  }
  // No award at all (no report, submitted or not): nothing to say.
  if (!data || data.items.length === 0) return null;
  const due = reportsDue(data.items);
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      id={REPORTS_DUE_ID}
      aria-labelledby={HEADING_ID}
    >
      <Group justify="space-between" mb="sm" gap="sm">
        <Title order={2} size="h4" id={HEADING_ID}>
          {REPORT_WORDS.reportsDue}
        </Title>
        {due.length > 0 && (
          <AddToCalendar
            label={REPORT_WORDS.addReportsToCalendar}
            grants={due.map((report) => ({
              id: report.grant.id,
              title: report.grant.title,
              deadline: report.dueDate,
              report: { id: report.id, title: report.title },
            }))}
          />
        )}
      </Group>
      {due.length === 0 ? (
        <Text c="dimmed">{REPORT_WORDS.nothingDue}</Text>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {due.map((report) => (
            <ReportDueItem key={report.id} report={report} today={today} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}

function ReportDueItem({ report, today }: { report: GrantReport; today: string }) {
  const late = daysLeft(report.dueDate, today) < 0;
  return (
    <Paper component="li" withBorder radius="sm" p="sm">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <div style={{ minWidth: 0 }}>
          <Text fw={600}>{report.grant.title}</Text>
          {/* Two awards of one grant read apart by their projects. */}
          {report.projectTitle && (
            <Text size="sm" c="dimmed">
              {report.projectTitle}
            </Text>
          )}
          <Text size="sm">
            {report.title} · Due date: {formatDate(report.dueDate)}
          </Text>
          <Text size="sm" fw={600} c={late ? 'red.9' : undefined}>
            {daysLeftText(report.dueDate, today)}
          </Text>
        </div>
        <Button
          size="xs"
          variant="light"
          aria-label={`${REPORT_WORDS.writeReport}: ${report.title} for ${report.projectTitle ?? report.grant.title}`}
          // Not preloaded on intent: a pointer resting over the list as the page scrolls would
          // load the report's code and read each report it passed over (offline, each a failed
          // request); the report loads when it is opened.
          renderRoot={(props) => (
            <Link {...props} to="/report" search={{ id: report.id }} preload={false} />
          )}
        >
          {REPORT_WORDS.writeReport}
        </Button>
      </Group>
    </Paper>
  );
}
