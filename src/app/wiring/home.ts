import { fromPromise } from 'xstate';
import { readAfresh, runWrite } from '../../lib/server-data';
import { companyFormMachine } from '../../machines/company-form.machine';
import { missionsMachine } from '../../machines/missions.machine';
import { personalInfoMachine } from '../../machines/personal-info.machine';
import type { ServerData } from './queries';

/** Home's three machines, reading and writing through the router context's server data. */
export const homeLogic = ({ queries, writes, client }: ServerData) => ({
  missions: missionsMachine.provide({
    actors: {
      loadMissions: fromPromise(() => readAfresh(client, queries.missions())),
      updateMission: fromPromise(({ input }) =>
        runWrite(client, writes.updateMission, {
          id: input.id,
          change: { missionId: input.missionId, completed: input.completed },
        }),
      ),
    },
  }),
  companyForm: companyFormMachine.provide({
    actors: {
      loadCompany: fromPromise(() => readAfresh(client, queries.company())),
      createCompany: fromPromise(({ input }) => runWrite(client, writes.createCompany, input)),
      updateCompany: fromPromise(({ input }) => runWrite(client, writes.updateCompany, input)),
    },
  }),
  personalInfo: personalInfoMachine.provide({
    actors: {
      updateMe: fromPromise(({ input }) => runWrite(client, writes.updateMe, input)),
    },
  }),
});

export type HomeLogic = ReturnType<typeof homeLogic>;
