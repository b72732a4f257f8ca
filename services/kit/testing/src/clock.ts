/**
 * A clock for a test file that counts in fixed windows (the kit's rate limits): it reads the real time
 * moved forward to the start of the next window, so the file's few seconds never straddle the end of
 * one (failures counted in one window, then checked in the next, would find it empty).
 */
export function clockFromWindowStart(windowMs: number, realNow: () => number = Date.now): () => number {
  const start = realNow();
  const shift = Math.ceil(start / windowMs) * windowMs - start;
  return () => realNow() + shift;
}
