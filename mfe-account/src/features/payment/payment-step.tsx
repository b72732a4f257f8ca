import { Suspense } from 'react';
import { lazyWithTexts } from '@ministry/platform/i18n';
import type { PaymentStepProps } from '@ministry/platform/payment';
import { LoadingState } from '@ministry/platform/states';

// The platform's payment step (Stripe.js, the Payment Element, its texts) comes in its own chunk,
// fetched only once a gift or a plan asks for a card. The server build uses payment-step.server.tsx.
const PlatformPaymentStep = lazyWithTexts(() => import('@ministry/platform/payment'));

/** The site's one payment step, with `preparing` said while its chunk loads. */
export function PaymentStep({ preparing, ...props }: PaymentStepProps & { preparing: string }) {
  return (
    <Suspense fallback={<LoadingState label={preparing} />}>
      <PlatformPaymentStep {...props} />
    </Suspense>
  );
}
