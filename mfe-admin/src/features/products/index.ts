// What the products feature offers the other features of this remote (eslint keeps them to it).
export { LOW_STOCK_PARAM } from './product-filters';
