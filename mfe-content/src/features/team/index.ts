// What the team feature offers the other features of this remote (eslint keeps them to it).
export { TeamPreviewCard } from './components/team-preview-card';
