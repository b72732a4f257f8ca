// What the payment feature offers the other features of this remote: the Payment Element form.
export { ConfirmForm, type ConfirmFormTexts } from './confirm-form';
