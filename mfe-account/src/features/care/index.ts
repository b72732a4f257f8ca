// What the care feature offers the other features of this remote (eslint keeps them to it).
export { CareTab } from './components/care-tab';
