// What the email-lists feature offers the other features of this remote (eslint keeps them to it).
export { EmailListsCard } from './components/email-lists-card';
