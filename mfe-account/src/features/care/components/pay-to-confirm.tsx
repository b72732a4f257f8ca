import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { reportFailure } from '@ministry/platform/toast';
import { useAddSessionToCart } from '../api/pay';
import { NAMESPACE } from '../texts';

/**
 * "Pay to confirm": her session awaiting payment goes into the cart (priced by the shop from care),
 * and she goes to the cart to check out. `when` names the session for a screen reader.
 */
export function PayToConfirm({ appointmentId, when }: { appointmentId: string; when: string }) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const addSession = useAddSessionToCart();
  const [busy, setBusy] = useState(false);
  const pay = async () => {
    setBusy(true);
    try {
      await addSession({ appointmentId });
      void navigate('/cart');
    } catch (error) {
      reportFailure('Adding a session to the cart', error, { title: t('care.pay.failed') });
      setBusy(false);
    }
  };
  return (
    <Button
      size="sm"
      variant="primary"
      disabled={busy}
      onClick={() => void pay()}
      aria-label={t('care.pay.buttonLabel', { when })}
      data-testid="care-pay"
    >
      {busy ? t('care.pay.adding') : t('care.pay.button')}
    </Button>
  );
}
