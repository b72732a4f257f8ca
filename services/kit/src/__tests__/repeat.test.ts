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
});
