import { useTranslation } from 'react-i18next';
import type { PricedLine } from '@ministry/contracts/cart';
import { localize } from '@ministry/contracts/language';
import { useLanguage } from '@ministry/platform/i18n';
import { NAMESPACE } from '../../../i18n';

/**
 * Under a counseling session's line ("Counseling session, March 4, 2030 at 9:00 AM", its New York
 * time): its type, counselor and length ("Individual session with Ana Ruiz, 50 minutes (New York
 * time)"), then that it is confirmed once paid.
 */
export function SessionDetail({
  session,
  className,
}: {
  session: PricedLine['session'];
  className?: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  if (!session) return null;
  const type = localize(session.typeName, session.typeNameEs, language);
  const values = { type, counselor: session.counselorName, minutes: session.durationMinutes };
  return (
    <div className={className} data-testid="session-detail">
      <div>{t(session.counselorName ? 'cart.sessionWith' : 'cart.session', values)}</div>
      <div>{t('cart.sessionConfirmed')}</div>
    </div>
  );
}
