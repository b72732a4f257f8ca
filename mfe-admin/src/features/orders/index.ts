// What the orders feature offers the other features of this remote (eslint keeps them to it).
export { SHOP_SUMMARY_URL, useShopSummary } from './api/use-shop-summary';
