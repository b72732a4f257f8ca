// What the purchased resources feature offers the other features of this remote (eslint keeps them to it).
export { PurchasedResources } from './components/purchased-resources';
export { usePurchasedResources } from './api/purchased-resources';
