// @ts-check
// What this remote exposes to the shell: its route components. `ssrExposes`: the same names in its
// server build (dist/server), each a page with the data its first screen shows (src/ssr/*.ssr.tsx).
module.exports = {
  name: 'content',
  exposes: {
    './Home': './src/pages/home.tsx',
    './About': './src/pages/about.tsx',
    './Services': './src/pages/services.tsx',
    './Team': './src/pages/team.tsx',
    './Contact': './src/pages/contact.tsx',
    './Resources': './src/pages/resources.tsx',
    './Counseling': './src/pages/counseling.tsx',
    './Privacy': './src/pages/privacy.tsx',
    './Announcements': './src/pages/announcements.tsx',
    './Announcement': './src/pages/announcement.tsx',
    './Unsubscribe': './src/pages/unsubscribe.tsx',
    './ConfirmListSubscription': './src/pages/confirm-list-subscription.tsx',
  },
  ssrExposes: {
    './Home': './src/ssr/home.ssr.tsx',
    './About': './src/ssr/about.ssr.tsx',
    './Services': './src/ssr/services.ssr.tsx',
    './Team': './src/ssr/team.ssr.tsx',
    './Contact': './src/ssr/contact.ssr.tsx',
    './Resources': './src/ssr/resources.ssr.tsx',
    './Counseling': './src/ssr/counseling.ssr.tsx',
    './Privacy': './src/ssr/privacy.ssr.tsx',
    './Announcements': './src/ssr/announcements.ssr.tsx',
  },
};
