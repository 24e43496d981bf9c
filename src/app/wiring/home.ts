import { fromPromise } from 'xstate';
import { updateMe } from '../../api/auth';
import { createCompany, getMyCompany, updateCompany } from '../../api/companies';
import { listUserMissions, updateUserMission } from '../../api/missions';
import { companyFormMachine } from '../../machines/company-form.machine';
import { missionsMachine } from '../../machines/missions.machine';
import { personalInfoMachine } from '../../machines/personal-info.machine';
import { queryClient } from '../query-client';
import { changed, keys } from './queries';

/** A company saved changes what the fit rules know: top picks' order, the grant's fit. */
const companySaved = <T>(company: T): T => {
  void changed(queryClient, keys.fitProfile);
  return company;
};

export const missionsLogic = missionsMachine.provide({
  actors: {
    loadMissions: fromPromise(() => listUserMissions()),
    updateMission: fromPromise(({ input }) =>
      updateUserMission(input.id, { missionId: input.missionId, completed: input.completed }),
    ),
  },
});

export const companyFormLogic = companyFormMachine.provide({
  actors: {
    loadCompany: fromPromise(() => getMyCompany()),
    createCompany: fromPromise(({ input }) => createCompany(input).then(companySaved)),
    updateCompany: fromPromise(({ input }) =>
      updateCompany(input.id, input.company).then(companySaved),
    ),
  },
});

export const personalInfoLogic = personalInfoMachine.provide({
  actors: {
    updateMe: fromPromise(({ input }) => updateMe(input)),
  },
});

export const homeLogic = {
  missions: missionsLogic,
  companyForm: companyFormLogic,
  personalInfo: personalInfoLogic,
};

export type HomeLogic = typeof homeLogic;
