// @ts-check
// The host: it exposes nothing and knows no remote URL at build time (they come from /remotes.json).
module.exports = {
  name: 'shell',
  exposes: {},
};
