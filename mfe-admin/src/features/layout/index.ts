// What the layout feature offers the other features of this remote (eslint keeps them to it).
export { NEW_RESOURCE, RESOURCE_FORM_PARAM, useAdminLocation } from './admin-tabs';
