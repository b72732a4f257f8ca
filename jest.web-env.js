// Browser APIs jsdom lacks that the shell and remotes use: TextEncoder/TextDecoder (react-router),
// window.scrollTo and matchMedia (not in a test that runs in the node environment: server rendering).
const util = require('node:util');

Object.assign(globalThis, { TextDecoder: util.TextDecoder, TextEncoder: util.TextEncoder });
if (typeof window !== 'undefined') {
  window.scrollTo = () => undefined;
  window.matchMedia =
    window.matchMedia ||
    ((query) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }));
}
