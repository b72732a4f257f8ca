// What the prayer-group feature offers the other features of this remote (eslint keeps them to it).
export { PrayerGroupSection } from './components/prayer-group-section';
