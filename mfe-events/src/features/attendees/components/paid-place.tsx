import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLanguage } from '@ministry/platform/i18n';
import { NAMESPACE } from '../../../i18n';
import type { StaffRegistration } from '../api/registrations';

/** A priced event's list: some place was paid, held for an order, or chosen as an option. */
export function isPricedList(registrations: StaffRegistration[]): boolean {
  return registrations.some(
    (registration) =>
      (registration.payment && registration.payment.state !== 'free') || Boolean(registration.placeKind),
  );
}

/** The admin's page of an order (its orders tab opens the order's detail). */
export const orderUrl = (orderNumber: string) => `/admin?tab=orders&order=${encodeURIComponent(orderNumber)}`;

/** The option in the page's language; a child's age after a childcare option (months under two). */
export function OptionText({ registration }: { registration: StaffRegistration }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const option = (language === 'es' ? registration.optionNameEs : registration.optionName) ?? '';
  const months = registration.childAgeMonths;
  if (registration.placeKind !== 'childcare' || months === null || months === undefined) return <>{option}</>;
  const age =
    months < 24
      ? t('attendees.ageMonths', { count: months })
      : t('attendees.ageYears', { count: Math.floor(months / 12) });
  return <>{t('attendees.optionWithAge', { option, age })}</>;
}

/** Link to the order in the admin, named by its number. */
export function OrderLink({ orderNumber }: { orderNumber: string }) {
  return <Link to={orderUrl(orderNumber)}>{orderNumber}</Link>;
}

const PAYMENT_TEXT = {
  held: 'attendees.paymentHeld',
  paid: 'attendees.paymentPaid',
  free: 'attendees.paymentFree',
  canceled: 'attendees.paymentCanceled',
} as const;

/** How the place was paid: by an order (linked), held for an unpaid one, free, or canceled after paying. */
export function PaymentText({ registration }: { registration: StaffRegistration }) {
  const { t } = useTranslation(NAMESPACE);
  const state = registration.payment?.state ?? 'free';
  const orderNumber = registration.payment?.orderNumber ?? null;
  const text = t(PAYMENT_TEXT[state]);
  if (state === 'free' || !orderNumber) return <>{text}</>;
  return (
    <>
      {text} · <OrderLink orderNumber={orderNumber} />
    </>
  );
}
