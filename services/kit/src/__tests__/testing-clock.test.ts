import { clockFromWindowStart } from '@ministry/kit/testing/clock';

describe('clockFromWindowStart', () => {
  it('starts at the next window start and then runs with the real clock', () => {
    let real = Date.UTC(2030, 0, 1, 12, 14, 59, 990); // 10 ms before a quarter hour
    const now = clockFromWindowStart(15 * 60_000, () => real);
    expect(now()).toBe(Date.UTC(2030, 0, 1, 12, 15));
    real += 7_000;
    expect(now()).toBe(Date.UTC(2030, 0, 1, 12, 15, 7));
  });

  it('stays put on a real time already at a window start', () => {
    const start = Date.UTC(2030, 0, 1, 12, 30);
    expect(clockFromWindowStart(15 * 60_000, () => start)()).toBe(start);
  });
});
