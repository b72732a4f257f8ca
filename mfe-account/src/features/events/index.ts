// What the events feature offers the other features of this remote (eslint keeps them to it).
export { useMyRegistrations } from './api/registrations';
export { RegistrationItem } from './components/registration-item';
