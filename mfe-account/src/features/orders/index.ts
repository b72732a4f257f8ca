// What the orders feature offers the other features of this remote (eslint keeps them to it).
export { OrdersTab } from './components/orders-tab';
