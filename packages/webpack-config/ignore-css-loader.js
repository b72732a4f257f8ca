// @ts-check
// The server build's loader for style sheets: the server renders markup only; the browser build
// ships the CSS (and the pages service inlines what the first screen needs).
module.exports = function ignoreCss() {
  return 'export {};';
};
