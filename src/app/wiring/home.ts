import { fromPromise } from 'xstate';
import { updateMe } from '../../api/auth';
import { createCompany, getMyCompany, updateCompany } from '../../api/companies';
import { listUserMissions, updateUserMission } from '../../api/missions';
import { companyFormMachine } from '../../machines/company-form.machine';
import { missionsMachine } from '../../machines/missions.machine';
import { personalInfoMachine } from '../../machines/personal-info.machine';

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
    createCompany: fromPromise(({ input }) => createCompany(input)),
    updateCompany: fromPromise(({ input }) => updateCompany(input.id, input.company)),
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
