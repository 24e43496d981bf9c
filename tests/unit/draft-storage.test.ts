import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeStoredDraft } from '../../src/app/wiring/application-wizard';
import {
  type ApplicationDraft,
  DRAFT_NOT_SAVED_MESSAGE,
  answersFrom,
  parseDraft,
} from '../../src/domain/application-draft';
import { draftKey } from '../../src/domain/draft-key';
import { notify } from '../../src/lib/notify';

// A wizard draft the browser refuses to keep is said once, in words, instead of lost silently.

const draft = (title: string): ApplicationDraft => ({
  version: 1,
  userId: 'u1',
  grantId: 'g1',
  step: 'review',
  commissionAcknowledged: true,
  answers: answersFrom({ project: { projectTitle: title } }),
  savedAt: '2026-11-24T10:00:00.000Z',
});

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('storing the wizard draft', () => {
  it('keeps the draft in this browser when it can', () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    writeStoredDraft(draft('Greenhouse'));
    const stored = parseDraft(localStorage.getItem(draftKey('u1', 'g1')), {
      userId: 'u1',
      grantId: 'g1',
    });
    expect(stored?.answers.project.projectTitle).toBe('Greenhouse');
    expect(error).not.toHaveBeenCalled();
  });

  it('says once that the draft could not be saved while the storage stays full, and again after it recovered', () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    writeStoredDraft(draft('G'));
    writeStoredDraft(draft('Gr'));
    writeStoredDraft(draft('Gre'));
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(DRAFT_NOT_SAVED_MESSAGE);

    setItem.mockRestore();
    writeStoredDraft(draft('Gree'));
    expect(localStorage.getItem(draftKey('u1', 'g1'))).toContain('Gree');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    writeStoredDraft(draft('Green'));
    expect(error).toHaveBeenCalledTimes(2);
  });
});
