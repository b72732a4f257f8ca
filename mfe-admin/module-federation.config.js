// @ts-check
// What this remote exposes to the shell: its route components.
module.exports = {
  name: 'admin',
  exposes: {
    './AdminDashboard': './src/pages/admin-dashboard.tsx',
  },
};
