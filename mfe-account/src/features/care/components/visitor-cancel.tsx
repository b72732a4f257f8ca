import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { SessionAnswer } from '@ministry/contracts/care-checkout';
import { formatCents } from '@ministry/contracts/money';
import { ConfirmDialog } from '@ministry/platform/confirm-dialog';
import { useLanguage } from '@ministry/platform/i18n';
import { reportFailure } from '@ministry/platform/toast';
import { cancelVisitorBooking } from '../api/care';
import { formatDay, formatTime } from '../format';
import { NAMESPACE } from '../texts';

/** A paid, booked session is refunded when canceled; one awaiting payment (or free) has nothing to refund. */
export const refundedOnCancel = (session: SessionAnswer) =>
  session.status === 'booked' && session.priceCents > 0;

/**
 * "Cancel this session" on her link's page: a dialog says whether it will be refunded, then care
 * cancels it (until the cut-off; after it care's message says why) and the page shows the result.
 */
export function VisitorCancel({
  token,
  session,
  onCanceled,
}: {
  token: string;
  session: SessionAnswer;
  onCanceled: (session: SessionAnswer, refunded: boolean) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const [asking, setAsking] = useState(false);
  const refunded = refundedOnCancel(session);
  const when = `${formatDay(session.startsAt, language)}, ${formatTime(session.startsAt, language)}`;
  const price = formatCents(session.priceCents, language);
  const cancel = async () => {
    try {
      const after = await cancelVisitorBooking(token);
      setAsking(false);
      onCanceled(after, refunded);
    } catch (error) {
      setAsking(false);
      reportFailure('Canceling a visitor session', error, { title: t('care.visitorPay.cancelFailed') });
    }
  };
  return (
    <>
      <Button variant="outline-danger" onClick={() => setAsking(true)}>
        {t('care.visitorPay.cancelButton')}
      </Button>
      <ConfirmDialog
        show={asking}
        title={t('care.visitorPay.cancelTitle')}
        body={
          <p className="mb-0">
            {t(refunded ? 'care.visitorPay.cancelBodyRefund' : 'care.visitorPay.cancelBodyUnpaid', {
              when,
              price,
            })}
          </p>
        }
        confirmLabel={t('care.visitorPay.cancelYes')}
        busyLabel={t('care.visitorPay.cancelBusy')}
        cancelLabel={t('care.visitorPay.cancelKeep')}
        onConfirm={cancel}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
