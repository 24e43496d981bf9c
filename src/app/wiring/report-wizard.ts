import { fromPromise } from 'xstate';
import { runWrite } from '../../lib/server-data';
import { type SaveReportInput, reportWizardMachine } from '../../machines/report-wizard.machine';
import type { ServerData } from './queries';

/**
 * A grant report's wizard (issue 66, part 5) wired to the screens' own read and writes: it reads
 * the report the route's loader primed (from the cache while fresh), and its saves and the
 * submission refresh what the contract says they change (the dashboard's list, the bell).
 */
export const reportWizardLogic = ({ queries, writes, client }: ServerData) =>
  reportWizardMachine.provide({
    actors: {
      loadReport: fromPromise(({ input }: { input: { reportId: string } }) =>
        client.fetchQuery(reportRead(queries, input.reportId)),
      ),
      saveReport: fromPromise(({ input: { reportId, ...changes } }: { input: SaveReportInput }) =>
        runWrite(client, writes.op('saveGrantReport'), {
          params: { path: { id: reportId } },
          body: changes,
        }).then((report) => {
          // The next opening (a reload, the way back) shows what was saved without a read.
          client.setQueryData(reportRead(queries, reportId).queryKey, report);
          return report;
        }),
      ),
      submitReport: fromPromise(({ input }: { input: { reportId: string } }) =>
        runWrite(client, writes.op('submitGrantReport'), {
          params: { path: { id: input.reportId } },
          body: {},
        }).then((report) => {
          client.setQueryData(reportRead(queries, input.reportId).queryKey, report);
          return report;
        }),
      ),
    },
  });

/** The one report, as the route's loader primes it. */
export const reportRead = (queries: ServerData['queries'], id: string) =>
  queries.op('getGrantReport', { params: { path: { id } } });
