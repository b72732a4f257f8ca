// @ts-check
// What this remote exposes to the shell: its route components.
module.exports = {
  name: 'content',
  exposes: {
    './Home': './src/pages/home.tsx',
    './About': './src/pages/about.tsx',
    './Services': './src/pages/services.tsx',
    './Team': './src/pages/team.tsx',
    './Contact': './src/pages/contact.tsx',
    './Resources': './src/pages/resources.tsx',
  },
};
