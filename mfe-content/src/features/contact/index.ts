// What the contact feature offers the other features of this remote (eslint keeps them to it).
export { ContactForm } from './components/contact-form';
