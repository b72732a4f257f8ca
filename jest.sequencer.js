// Jest starts the files it expects to take longest first, so that both workers end together. With no
// timings from an earlier run (a fresh clone, as in CI) it guesses from file size, and the route × role
// matrix, a short file that runs for minutes against the whole stack, started near the end and then ran
// alone: CI on b3ab917 spent its last 138 s on that one file. Files known to run long go first.
const Sequencer = require('@jest/test-sequencer').default;

const LONG_RUNNING = [
  /services\/matrix\/src\/__tests__\/authorization-matrix\.test\.ts$/,
  /services\/matrix\/src\/__tests__\/bad-input\.test\.ts$/,
];

const rank = (test) => {
  const index = LONG_RUNNING.findIndex((pattern) => pattern.test(test.path.replace(/\\/g, '/')));
  return index < 0 ? LONG_RUNNING.length : index;
};

class LongRunningFirst extends Sequencer {
  async sort(tests) {
    const sorted = await super.sort(tests);
    // Array.prototype.sort is stable: the others keep Jest's order.
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}

module.exports = LongRunningFirst;
