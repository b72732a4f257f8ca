// @ts-check
// The host: in the browser it exposes nothing and knows no remote URL at build time (they come from
// /remotes.json). Its server build (`dist/server/`) exposes `./ssr`, which the pages service loads to
// render each public page's first screen (src/server/ssr.tsx, README "Server rendering").
module.exports = {
  name: 'shell',
  exposes: {},
  ssrExposes: { './ssr': './src/server/ssr.tsx' },
};
