// What the messages feature offers the other features of this remote (eslint keeps them to it).
export { useContactSubmissions } from './api/use-contact-submissions';
