// The check that keeps the shell's start-up files from waiting for themselves (startup-chunks.js):
// loading a file first loads the shared modules its chunks consume, from the files that provide them.
import { someFileWaitsForItself } from '../startup-chunks';

/** Chunks as letters: `waits` says which chunks loading each one waits for. */
const check = (waits: Record<string, string[]>, files: string[][]) => {
  const waitsFor = new Map(Object.entries(waits));
  const fileOf = new Map(files.flatMap((file) => file.map((chunk) => [chunk, file[0] ?? chunk] as const)));
  return someFileWaitsForItself(waitsFor, fileOf);
};

test('chunks that wait for others, each in its own file or merged with what waits for nothing of theirs, are fine', () => {
  const waits = { a: ['p'], p: [], b: ['q'], q: [] };
  expect(check(waits, [])).toBe(false);
  expect(check(waits, [['a', 'b']])).toBe(false);
  expect(check(waits, [['p', 'q']])).toBe(false);
});

test('a file holding a chunk and the chunk that provides what it consumes waits for itself', () => {
  expect(check({ a: ['p'], p: [] }, [['p', 'a']])).toBe(true);
});

test('two files that each provide what the other consumes wait for each other', () => {
  const waits = { a: ['p'], p: [], b: ['q'], q: [] };
  expect(
    check(waits, [
      ['a', 'q'],
      ['b', 'p'],
    ]),
  ).toBe(true);
  expect(check(waits, [['a', 'q']])).toBe(false);
});

test('a wait through a chunk of no file counts: the file waits for it, it waits for the file', () => {
  // k: a chunk of consumed modules only (no code, no file of its own).
  expect(check({ a: ['k'], k: ['p'], p: [] }, [['a', 'p']])).toBe(true);
});
