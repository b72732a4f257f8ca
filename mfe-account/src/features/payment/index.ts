// What the payment feature offers the other features of this remote: the platform's payment step,
// loaded lazily (and never in the server build).
export { PaymentStep } from './payment-step';
