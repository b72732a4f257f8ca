import { Alert, Button, Form } from 'react-bootstrap';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Gift } from '@ministry/contracts/giving';
import { centsToDecimal, formatCents, parseDollarInput } from '@ministry/contracts/money';
import { errorMessage } from '@ministry/platform/api';
import { useLanguage } from '@ministry/platform/i18n';
import { refundGift } from '../api/giving';
import { NAMESPACE } from '../texts';

/** What is left of a gift to refund, in cents. */
export const refundableCents = (gift: Gift) => gift.amountCents - gift.refundedCents;

interface RefundFormProps {
  gift: Gift;
  onDone: (gift: Gift) => void;
  onCancel: () => void;
}

/** Refunds part or all of what is left of a gift; the service's refusal is shown as it says it. */
export function RefundForm({ gift, onDone, onCancel }: RefundFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const id = useId();
  const left = refundableCents(gift);
  const [amountText, setAmountText] = useState(centsToDecimal(left));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const cents = parseDollarInput(amountText);
    if (cents === undefined || !Number.isInteger(cents) || cents < 1 || cents > left) {
      setError(t('giving.gifts.refundInvalid', { amount: formatCents(left, language) }));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onDone(await refundGift(gift.id, cents));
    } catch (failure) {
      setError(errorMessage(failure, t('giving.gifts.refundFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} className="py-2" data-testid="refund-form">
      <Form.Label htmlFor={`${id}-amount`}>{t('giving.gifts.refundAmount')}</Form.Label>
      <div className="d-flex flex-wrap gap-2 align-items-start">
        <div style={{ maxWidth: '12rem' }}>
          <Form.Control
            id={`${id}-amount`}
            inputMode="decimal"
            value={amountText}
            isInvalid={!!error}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            onChange={(event) => setAmountText(event.target.value)}
          />
          <Form.Text id={`${id}-hint`}>
            {t('giving.gifts.refundHint', { amount: formatCents(left, language) })}
          </Form.Text>
        </div>
        <Button type="submit" variant="danger" disabled={busy}>
          {busy ? t('giving.gifts.refunding') : t('giving.gifts.refundConfirm')}
        </Button>
        <Button variant="outline-secondary" disabled={busy} onClick={onCancel}>
          {t('giving.gifts.refundCancel')}
        </Button>
      </div>
      {error && (
        <Alert variant="danger" className="mt-2 mb-0" id={`${id}-error`} role="alert">
          {error}
        </Alert>
      )}
    </Form>
  );
}
