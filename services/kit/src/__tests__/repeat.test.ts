import { repeatEvery } from '../repeat';

describe('repeatEvery', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('never runs two passes at once, and goes on after a failed pass', async () => {
    const errors: unknown[] = [];
    let passes = 0;
    let release: () => void = () => undefined;
    const repeat = repeatEvery(
      100,
      () => {
        passes += 1;
        if (passes === 1) return new Promise<void>((resolve) => (release = resolve));
        if (passes === 2) return Promise.reject(new Error('database away'));
        return Promise.resolve();
      },
      (error) => errors.push(error),
    );
    await jest.advanceTimersByTimeAsync(350);
    expect(passes).toBe(1); // the first pass is still running
    release();
    await jest.advanceTimersByTimeAsync(200);
    expect(passes).toBe(3);
    expect(errors).toEqual([new Error('database away')]);
    await repeat.stop();
    await jest.advanceTimersByTimeAsync(500);
    expect(passes).toBe(3);
  });

  it('runs a pass soon when asked: at once, or right after the one in flight, never after stop', async () => {
    let passes = 0;
    let release: () => void = () => undefined;
    const repeat = repeatEvery(60_000, () => {
      passes += 1;
      return passes === 1 ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
    });
    repeat.runSoon();
    expect(passes).toBe(1);
    repeat.runSoon();
    repeat.runSoon();
    await jest.advanceTimersByTimeAsync(10);
    expect(passes).toBe(1); // still in flight: one more is owed
    release();
    await jest.advanceTimersByTimeAsync(10);
    expect(passes).toBe(2);
    await repeat.stop();
    repeat.runSoon();
    await jest.advanceTimersByTimeAsync(120_000);
    expect(passes).toBe(2);
  });
});
