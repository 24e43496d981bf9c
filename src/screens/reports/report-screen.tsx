import { Alert, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useLayoutEffect } from 'react';
import type { SnapshotFrom } from 'xstate';
import { formatDate } from '../../domain/format';
import { REPORT_WORDS, submittedOn } from '../../domain/report-wizard';
import { daysLeftText, localDay } from '../../domain/grant-reports';
import type { reportWizardMachine } from '../../machines/report-wizard.machine';
import type { Read } from '../../lib/server-data';
import { useInspectedActorRef } from '../shared/use-inspected-actor-ref';
import { useCan, useSelector } from '../shared/use-selector';
import { ReportAnswers, ReportQuestions } from './report-questions';
import { ReportDocuments } from './report-documents';
import { ReportSubmit } from './report-submit';
import { ReportLoading } from './report-loading';
import type { GrantReport, Resource } from '../../api/schema.gen';

// A grant report's page (issue 66, part 5): its questions and documents, saved as they are
// written, and its submission; each state of report-wizard.machine.ts is a state of this page.

export type ReportWizardLogic = typeof reportWizardMachine;
export type ReportActor = ReturnType<typeof useInspectedActorRef<ReportWizardLogic>>;
type Snapshot = SnapshotFrom<ReportWizardLogic>;

const selectLoading = (s: Snapshot) => s.matches('loading');
const selectLoadFailed = (s: Snapshot) => s.matches('loadFailed');
const selectReport = (s: Snapshot) => s.context.report;
const selectFailure = (s: Snapshot) => s.context.failure;
const selectEditing = (s: Snapshot) => s.matches('editing');
const selectSubmitted = (s: Snapshot) => s.matches('submitted');
const selectSaveWord = (s: Snapshot) =>
  s.hasTag('saving')
    ? REPORT_WORDS.saving
    : s.hasTag('retrying')
      ? REPORT_WORDS.retrying
      : s.hasTag('saved')
        ? REPORT_WORDS.saved
        : '';

export function ReportScreen({
  logic,
  reportId,
  library,
  today,
}: {
  logic: ReportWizardLogic;
  reportId: string;
  /** The caller's library files, offered to attach (read when the picker shows). */
  library: Read<Resource[]>;
  today: Date;
}) {
  const actor = useInspectedActorRef(logic, { input: { reportId } });
  const loading = useSelector(actor, selectLoading);
  const loadFailed = useSelector(actor, selectLoadFailed);
  const report = useSelector(actor, selectReport);
  const failure = useSelector(actor, selectFailure);
  const canRetry = useCan(actor, { type: 'load.retry' });

  // Leaving the page sends what waits for the pause (the save carries on after the page has
  // gone); so does hiding the tab. A layout effect's cleanup runs before the actor is stopped.
  useLayoutEffect(() => {
    const leave = () => {
      if (actor.getSnapshot().can({ type: 'report.leave' })) actor.send({ type: 'report.leave' });
    };
    const hidden = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('pagehide', leave);
    return () => {
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [actor]);

  if (loading || (!report && !loadFailed)) return <ReportLoading />;
  if (loadFailed || !report) {
    return (
      <Container size="md" py="xl">
        <Title order={1} mb="md">
          {failure ?? REPORT_WORDS.loadFailed}
        </Title>
        <Group gap="sm">
          <Button
            variant="light"
            disabled={!canRetry}
            onClick={() => actor.send({ type: 'load.retry' })}
          >
            {REPORT_WORDS.tryAgain}
          </Button>
          <Button variant="subtle" renderRoot={(props) => <Link {...props} to="/grants" />}>
            {REPORT_WORDS.backToDashboard}
          </Button>
        </Group>
      </Container>
    );
  }
  return <ReportPage actor={actor} report={report} library={library} today={today} />;
}

function ReportPage({
  actor,
  report,
  library,
  today,
}: {
  actor: ReportActor;
  report: GrantReport;
  library: Read<Resource[]>;
  today: Date;
}) {
  const editing = useSelector(actor, selectEditing);
  const submitted = useSelector(actor, selectSubmitted);
  const saveWord = useSelector(actor, selectSaveWord);
  const due = daysLeftText(report.dueDate, localDay(today));
  return (
    <Container size="md" py="xl" px="md">
      <Stack gap="lg">
        <div>
          <Text c="dimmed" size="sm">
            {report.grant.title}
            {report.projectTitle ? ` · ${report.projectTitle}` : ''}
          </Text>
          <Title order={1}>{report.title}</Title>
          <Group gap="xs" mt={4} wrap="wrap">
            <Text size="sm">Due date: {formatDate(report.dueDate)}</Text>
            {!submitted && due && (
              <Text size="sm" fw={600}>
                {due}
              </Text>
            )}
          </Group>
        </div>
        {submitted && report.submittedAt && (
          <Alert color="green" variant="light" role="status">
            <Text c="dark">
              {submittedOn(formatDate(report.submittedAt), report.submittedBy ?? report.ownerName)}
            </Text>
          </Alert>
        )}
        {!editing && !submitted && (
          <Alert color="gray" variant="light">
            <Text c="dark">{REPORT_WORDS.viewer}</Text>
          </Alert>
        )}
        {editing && (
          // The save's word is announced as it changes (politely: not over the typing).
          <Text
            size="sm"
            c="dimmed"
            role="status"
            aria-live="polite"
            aria-atomic="true"
            mih={20}
            data-testid="report-save-status"
          >
            {saveWord}
          </Text>
        )}
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="report-questions">
          <Title order={2} size="h4" id="report-questions" mb="sm">
            Questions
          </Title>
          {editing ? (
            <ReportQuestions actor={actor} report={report} />
          ) : (
            <ReportAnswers report={report} />
          )}
        </Paper>
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="report-documents">
          <Title order={2} size="h4" id="report-documents" mb="sm">
            {REPORT_WORDS.documents}
          </Title>
          <ReportDocuments actor={actor} report={report} library={library} editing={editing} />
        </Paper>
        {editing && <ReportSubmit actor={actor} report={report} />}
      </Stack>
    </Container>
  );
}

/** No report by that id (or a malformed one): said, with the way back. */
export function ReportNotFound() {
  return (
    <Container size="md" py="xl">
      <Title order={1} mb="md">
        {REPORT_WORDS.notFound}
      </Title>
      <Button variant="light" renderRoot={(props) => <Link {...props} to="/grants" />}>
        {REPORT_WORDS.backToDashboard}
      </Button>
    </Container>
  );
}
