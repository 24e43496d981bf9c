import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepUnsent } from '../../src/app/wiring/application-wizard';
import { DRAFT_NOT_SAVED_MESSAGE } from '../../src/domain/application-draft';
import { draftKey } from '../../src/domain/draft-key';
import { parseStoredDraft } from '../../src/domain/draft-sync';
import { notify } from '../../src/lib/notify';
import type { UnsentRecord } from '../../src/machines/draft-sync.machine';

// The browser keeps only what the autosave has not sent yet (issue 60); a browser that refuses to
// keep it is said once, in words, instead of failing silently.

const DRAFT_ID = '7a1c9e2b-3d4f-4a5b-8c6d-9e0f1a2b3c4d';

const unsent = (title: string, role: UnsentRecord['role'] = 'owner'): UnsentRecord => ({
  userId: 'u1',
  role,
  grantId: 'g1',
  draftId: DRAFT_ID,
  baseVersion: 3,
  step: 'project',
  changes: title === '' ? {} : { 'project.projectTitle': title },
});

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('keeping what the autosave has not sent', () => {
  it('keeps the unsent changes with the version they were made on, and forgets them once sent', () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    keepUnsent(unsent('Greenhouse'));
    const stored = parseStoredDraft(localStorage.getItem(draftKey('u1', 'g1')), {
      userId: 'u1',
      grantId: 'g1',
    });
    expect(stored).toMatchObject({
      kind: 'unsent',
      unsent: {
        draftId: DRAFT_ID,
        baseVersion: 3,
        step: 'project',
        changes: { 'project.projectTitle': 'Greenhouse' },
      },
    });
    keepUnsent(unsent(''));
    expect(localStorage.getItem(draftKey('u1', 'g1'))).toBeNull();
    expect(error).not.toHaveBeenCalled();
  });

  it("keeps a member's unsent changes under the draft's id, apart from their own draft of the grant", () => {
    keepUnsent(unsent('Reading nights', 'editor'));
    expect(localStorage.getItem(draftKey('u1', 'g1'))).toBeNull();
    expect(localStorage.getItem(draftKey('u1', `shared.${DRAFT_ID}`))).toContain('Reading nights');
  });

  it('says once that the changes could not be kept while the storage stays full, and again after it recovered', () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    keepUnsent(unsent('G'));
    keepUnsent(unsent('Gr'));
    keepUnsent(unsent('Gre'));
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(DRAFT_NOT_SAVED_MESSAGE);

    setItem.mockRestore();
    keepUnsent(unsent('Gree'));
    expect(localStorage.getItem(draftKey('u1', 'g1'))).toContain('Gree');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    keepUnsent(unsent('Green'));
    expect(error).toHaveBeenCalledTimes(2);
  });
});
