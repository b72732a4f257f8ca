// What the layout feature offers the other features of this remote (eslint keeps them to it).
export { NEW_RESOURCE, RESOURCE_FORM_PARAM, useAdminLocation } from './admin-tabs';
export { NEW_PRODUCT, ORDER_PARAM, PRODUCT_FORM_PARAM } from './admin-tabs';
export { DOCUMENT_PARAM } from './admin-tabs';
export { ANNOUNCEMENT_PARAM, NEW_ANNOUNCEMENT } from './admin-tabs';
