/**
 * Runs `task` every `intervalMs` in the background (the outbox's sender, reminder scans, recovery):
 * never two passes at once in this process, and a pass that fails is reported and the next one tries
 * again (`atStart`: a first pass at once). The timer does not keep the process alive; `stop()` waits
 * for a pass in flight.
 */
export function repeatEvery(
  intervalMs: number,
  task: () => Promise<unknown>,
  onError?: (error: unknown) => void,
  options: { atStart?: boolean } = {},
): { stop: () => Promise<void> } {
  let running: Promise<unknown> | null = null;
  const pass = () => {
    if (running) return;
    running = task()
      .catch((error: unknown) => onError?.(error))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(pass, intervalMs);
  timer.unref();
  if (options.atStart) pass();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
