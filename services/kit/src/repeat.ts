/**
 * Runs `task` every `intervalMs` in the background (the outbox's sender, reminder scans, recovery):
 * never two passes at once in this process, and a pass that fails is reported and the next one tries
 * again (`atStart`: a first pass at once; `runSoon()`: one as soon as none is running). The timer does
 * not keep the process alive; `stop()` waits for a pass in flight.
 */
export function repeatEvery(
  intervalMs: number,
  task: () => Promise<unknown>,
  onError?: (error: unknown) => void,
  options: { atStart?: boolean } = {},
): { runSoon: () => void; stop: () => Promise<void> } {
  let running: Promise<unknown> | null = null;
  let again = false;
  let stopped = false;
  const pass = () => {
    if (running || stopped) return;
    running = task()
      .catch((error: unknown) => onError?.(error))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          pass();
        }
      });
  };
  const timer = setInterval(pass, intervalMs);
  timer.unref();
  if (options.atStart) pass();
  return {
    /** A pass now, or right after the one in flight (new work arrived: the outbox's new message). */
    runSoon() {
      if (running) again = true;
      else pass();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
