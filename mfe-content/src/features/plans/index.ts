// What the plans feature offers the other features of this remote (eslint keeps them to it).
export { PlanCard } from './components/plan-card';
