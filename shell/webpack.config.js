// @ts-check
const { createWebpackConfig } = require('@ministry/webpack-config');
const federation = require('./module-federation.config');

module.exports = createWebpackConfig({ dir: __dirname, federation, devPort: 3000, isShell: true });
