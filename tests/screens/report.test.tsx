import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { REPORT_WORDS } from '../../src/domain/report-wizard';
import { renderRoute } from '../support/render-route';
import type { AppLogic } from '../../src/app/wiring';
import { LIBRARY_FILE, REPORT_ID, grantReport } from '../support/report-fixtures';
import type { GrantReport } from '../../src/api/schema.gen';

// A grant report's page at /report?id= (issue 66, part 5), through the app's router and the
// wizard's real wiring, with the contract's calls faked: what the owner, an editor and a viewer
// see, a failed save that keeps the text, and Submit asked in place.

const SPENDING = 'How has the funding been spent so far?';
const saveWord = () => screen.getByTestId('report-save-status');
const questions = () => screen.getByRole('region', { name: 'Questions' });
const WIRING: Partial<AppLogic> = {
  reportWizard: (data) =>
    import('../../src/app/wiring/report-wizard').then((module) => module.reportWizardLogic(data)),
};

/** A server that keeps one report and merges saves into it. */
function server(start: GrantReport, options: { failSaves?: number } = {}) {
  let stored = start;
  let failures = options.failSaves ?? 0;
  const saves: unknown[] = [];
  const submits: unknown[] = [];
  return {
    saves,
    submits,
    stored: () => stored,
    calls: {
      getGrantReport: async () => stored,
      saveGrantReport: async (init: {
        body: { answers?: Record<string, string>; documents?: Record<string, string | null> };
      }) => {
        saves.push(init.body);
        if (failures > 0) {
          failures -= 1;
          throw new ApiError(0, null, 'Network error');
        }
        const documentLinks = { ...stored.documentLinks };
        for (const [key, url] of Object.entries(init.body.documents ?? {})) {
          if (url === null) delete documentLinks[key];
          else documentLinks[key] = { url, fileName: LIBRARY_FILE.fileName };
        }
        stored = {
          ...stored,
          answers: { ...stored.answers, ...init.body.answers },
          documentLinks,
        };
        return stored;
      },
      submitGrantReport: async (init: unknown) => {
        submits.push(init);
        stored = {
          ...stored,
          status: 'submitted' as const,
          submittedAt: '2026-12-03T10:00:00Z',
          submittedBy: 'Sam Carter',
        };
        return stored;
      },
    },
  };
}

async function openReport(report: GrantReport, options: { failSaves?: number } = {}) {
  const backend = server(report, options);
  const view = await renderRoute(`/report?id=${REPORT_ID}`, {
    api: { listLibraryDocuments: async () => [LIBRARY_FILE] },
    calls: backend.calls as never,
    logic: WIRING,
  });
  await screen.findByRole('heading', { level: 1, name: 'Interim report' });
  return { ...view, backend };
}

describe('the report page', () => {
  it('lets the owner write, saves after a pause, and submits once asked in place', async () => {
    const { backend } = await openReport(grantReport());
    const user = userEvent.setup();
    expect(
      screen.getByText('Clean Energy Community Grant · LED lighting for the community hall'),
    ).toBeVisible();
    expect(screen.getByLabelText('What has the project achieved so far?')).toHaveValue(
      'The hall has new LED fittings in the main room.',
    );
    expect(screen.getByText(`${grantReport().answers.progress?.length} / 2000`)).toBeVisible();
    await user.type(screen.getByLabelText(SPENDING), 'Fittings');
    expect(saveWord()).toHaveTextContent(REPORT_WORDS.saving);
    expect(screen.getByText('8 / 2000')).toBeVisible();
    expect(await screen.findByText(REPORT_WORDS.saved)).toBeVisible();
    expect(backend.saves.at(-1)).toEqual({ answers: { spending: 'Fittings' } });
    expect(saveWord()).toHaveAttribute('aria-live', 'polite');

    await user.click(screen.getByRole('button', { name: REPORT_WORDS.submit }));
    const question = screen.getByRole('heading', { name: REPORT_WORDS.question });
    expect(question).toHaveFocus();
    await user.click(screen.getByRole('button', { name: REPORT_WORDS.keep }));
    expect(backend.submits).toEqual([]);
    await user.click(screen.getByRole('button', { name: REPORT_WORDS.submit }));
    await user.click(screen.getByRole('button', { name: REPORT_WORDS.confirm }));
    expect(await screen.findByText('Submitted on Dec 3, 2026 by Sam Carter.')).toBeVisible();
    expect(backend.submits).toEqual([{ params: { path: { id: REPORT_ID } }, body: {} }]);
    expect(within(questions()).queryByRole('textbox')).toBeNull();
  });

  it('attaches a file of the library and detaches it', async () => {
    const { backend } = await openReport(grantReport());
    const user = userEvent.setup();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'File for Expense summary' }),
      LIBRARY_FILE.id,
    );
    await user.click(screen.getByRole('button', { name: 'Attach Expense summary' }));
    expect(await screen.findByText(REPORT_WORDS.saved)).toBeVisible();
    expect(backend.saves.at(-1)).toEqual({ documents: { expenseSummary: LIBRARY_FILE.fileUrl } });
    expect(screen.getByText(LIBRARY_FILE.fileName)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Detach Expense summary' }));
    expect(await screen.findByText(REPORT_WORDS.noFile)).toBeVisible();
    expect(backend.saves.at(-1)).toEqual({ documents: { expenseSummary: null } });
  });

  it('keeps the text when a save fails and sends it again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { backend } = await openReport(grantReport(), { failSaves: 1 });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const box = screen.getByLabelText(SPENDING);
      await user.type(box, 'Fittings');
      await user.tab();
      expect(await screen.findByText(REPORT_WORDS.retrying)).toBeVisible();
      expect(box).toHaveValue('Fittings');
      await act(async () => void vi.advanceTimersByTime(2_000));
      expect(await screen.findByText(REPORT_WORDS.saved)).toBeVisible();
      expect(box).toHaveValue('Fittings');
      expect(backend.saves).toEqual([
        { answers: { spending: 'Fittings' } },
        { answers: { spending: 'Fittings' } },
      ]);
      expect(backend.stored().answers.spending).toBe('Fittings');
    } finally {
      vi.useRealTimers();
    }
  });

  it('tells an editor who submits, in place of Submit', async () => {
    await openReport(grantReport({ role: 'editor' }));
    expect(screen.getByText('Only Sam Carter can submit this report.')).toBeVisible();
    expect(screen.queryByRole('button', { name: REPORT_WORDS.submit })).toBeNull();
    expect(screen.getByLabelText(SPENDING)).not.toHaveAttribute('readonly');
  });

  it('shows a viewer the answers to read, and no way to change them', async () => {
    await openReport(grantReport({ role: 'viewer' }));
    expect(screen.getByText(REPORT_WORDS.viewer)).toBeVisible();
    expect(within(questions()).queryByRole('textbox')).toBeNull();
    expect(screen.getByText('The hall has new LED fittings in the main room.')).toBeVisible();
    const documents = screen.getByRole('region', { name: REPORT_WORDS.documents });
    expect(within(documents).getByText(REPORT_WORDS.noFile)).toBeVisible();
    expect(within(documents).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: REPORT_WORDS.submit })).toBeNull();
  });

  it('says a report that is not the caller’s is not found', async () => {
    await renderRoute(`/report?id=${REPORT_ID}`, {
      calls: {
        getGrantReport: async () => {
          throw new ApiError(404, { status: 404, message: 'Grant report not found' });
        },
      },
      logic: WIRING,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Grant report not found' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: REPORT_WORDS.tryAgain })).toBeEnabled();
  });

  it('says an id that is not one is not found, without asking the server', async () => {
    await renderRoute('/report?id=javascript:alert(1)', { logic: WIRING });
    expect(
      await screen.findByRole('heading', { level: 1, name: REPORT_WORDS.notFound }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: REPORT_WORDS.backToDashboard })).toHaveAttribute(
      'href',
      '/grants',
    );
  });
});

describe('opening a report', () => {
  it('shows its loading heading at once while the wizard loads', async () => {
    // The route's pending screen shows from the navigation on (the router's default waited a
    // second), and on a visit's first page the report's reads wait for a heading (app/first-paint).
    void renderRoute(`/report?id=${REPORT_ID}`, {
      logic: { reportWizard: () => new Promise(() => {}) },
    });
    // The shell is drawn: the page's pending screen is already there with it.
    await screen.findByRole('button', { name: 'Account menu' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Loading the report' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the report');
  });
});
