// What the resources feature offers the other features of this remote (eslint keeps them to it).
export { useAdminResources } from './api/resources';
