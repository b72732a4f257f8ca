import type { PaymentStepProps } from '@ministry/platform/payment';
import { LoadingState } from '@ministry/platform/states';

/**
 * The server build's payment-step.tsx: a card is only ever taken in the browser, after hydration (a
 * started gift, a member's checkout), so a server render never imports the platform's payment step nor
 * Stripe.js (the shell's server build does not provide them). Rendered anyway, it says it is preparing.
 */
export function PaymentStep({ preparing }: PaymentStepProps & { preparing: string }) {
  return <LoadingState label={preparing} />;
}
