/**
 * Resolves in a new task of the event loop, not in a microtask of the current one, so the work
 * after it is a separate task. Uses a message channel, as React's scheduler does: unlike a
 * timer, it is not clamped, nor throttled in a background tab.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
