// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';

const raised = vi.hoisted(() => [] as string[]);
vi.mock('react-toastify', () => ({
  toast: {
    success: (message: string) => raised.push(message),
    error: (message: string) => raised.push(message),
    info: (message: string) => raised.push(message),
  },
}));

const { dropWaitingToasts, notify, toastContainerMounted } = await import('../../src/lib/notify');

describe('toasts waiting for a container', () => {
  it("are shown by the container that mounts, but not once their app is gone (the next app's container)", async () => {
    notify.success('Saved');
    let unmount = toastContainerMounted();
    await vi.waitFor(() => expect(raised).toEqual(['Saved']));
    unmount();

    // Raised while no container is mounted, then the app is torn down (a test's cleanup).
    notify.success('You joined Early Childhood Literacy Grant');
    dropWaitingToasts();
    notify.error('Could not save');
    unmount = toastContainerMounted();
    await vi.waitFor(() => expect(raised).toEqual(['Saved', 'Could not save']));
    unmount();
  });
});
