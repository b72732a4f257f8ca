// What the giving feature offers the other features of this remote (eslint keeps them to it).
export { GivingTab } from './components/giving-tab';
