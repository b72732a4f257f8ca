// What the giving feature offers the other features of this remote (eslint keeps them to it).
export { GivingMonthCards } from './components/giving-month-card';
