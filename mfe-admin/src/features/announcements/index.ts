// What the announcements feature offers the rest of this remote (eslint keeps them to it).
export { AnnouncementsTab } from './components/announcements-tab';
