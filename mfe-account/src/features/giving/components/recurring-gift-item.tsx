import { ErrorAlert } from '@ministry/platform/states';
import { Alert, Badge, Button, Form, ListGroup } from 'react-bootstrap';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { centsToDecimal, formatCents, parseDollarInput } from '@ministry/contracts/money';
import { formatInstantDay } from '@ministry/contracts/datetime';
import type { RecurringGift, RecurringStatus } from '@ministry/contracts/giving';
import { recurringChangeSchema } from '@ministry/contracts/giving-input';
import { localize } from '@ministry/contracts/language';
import { errorMessage } from '@ministry/platform/api';
import { FormField, plainControl } from '@ministry/platform/form-field';
import { useLanguage } from '@ministry/platform/i18n';
import { SubmitRow } from '@ministry/platform/submit-button';
import { reportFailure, toastSuccess } from '@ministry/platform/toast';
import { useForm } from '@ministry/platform/use-form';
import {
  actOnRecurringGift,
  changeRecurringGift,
  openGivingPortal,
  type RecurringAction,
} from '../api/giving';
import { GIFT_FIELD } from '../give-values';
import { NAMESPACE } from '../texts';

const STATUS_VARIANT: Record<RecurringStatus, string> = {
  pending: 'info',
  active: 'success',
  paused: 'secondary',
  past_due: 'danger',
  canceled: 'secondary',
};

interface ChangeValues {
  /** The new monthly gift in dollars as typed (sent as `giftCents`: GIFT_FIELD). */
  giftText: string;
  coverFee: boolean;
}

/** A new monthly amount (the gift, in dollars), checked by the schema the service uses. */
function ChangeAmountForm({
  gift,
  onSaved,
  onCancel,
}: {
  gift: RecurringGift;
  onSaved: (saved: RecurringGift) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const form = useForm<typeof recurringChangeSchema, ChangeValues>(
    recurringChangeSchema,
    { giftText: centsToDecimal(gift.giftCents), coverFee: gift.coverFee },
    {
      prepare: (values) => ({ giftCents: parseDollarInput(values.giftText), coverFee: values.coverFee }),
      fieldFor: GIFT_FIELD,
    },
  );
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.handleSubmit(
    async (input) => {
      setFailure(null);
      onSaved(
        await changeRecurringGift(gift.id, { giftCents: Number(input.giftCents), coverFee: input.coverFee }),
      );
    },
    (error) => setFailure(errorMessage(error, t('giving.tab.actionFailed'))),
  );
  return (
    <Form
      noValidate
      className="mt-3"
      onSubmit={(event) => void submit(event)}
      aria-label={t('giving.tab.changeAmount')}
    >
      <div style={{ maxWidth: '16rem' }}>
        <FormField label={t('giving.tab.newAmount')} error={form.errors.giftText}>
          {(control) => (
            <input
              {...plainControl(control, 'form-control')}
              name="amount"
              inputMode="decimal"
              value={form.values.giftText}
              onChange={form.onChange('giftText')}
            />
          )}
        </FormField>
      </div>
      <Form.Check
        className="mb-3"
        id={`recurring-fee-${gift.id}`}
        label={t('giving.give.coverFee')}
        checked={form.values.coverFee}
        onChange={form.onChange('coverFee')}
      />
      <ErrorAlert>{failure}</ErrorAlert>
      <SubmitRow
        busy={form.submitting}
        label={t('giving.tab.save')}
        busyLabel={t('giving.tab.saving')}
        onCancel={onCancel}
      />
    </Form>
  );
}

interface RecurringGiftItemProps {
  gift: RecurringGift;
  onUpdated: (gift: RecurringGift) => void;
}

/** One monthly gift: amount, fund, status, next date; change the amount, pause or resume, cancel. */
export function RecurringGiftItem({ gift, onUpdated }: RecurringGiftItemProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const [mode, setMode] = useState<'view' | 'change' | 'confirmCancel'>('view');
  const [busy, setBusy] = useState<RecurringAction | 'portal' | null>(null);
  const fund = localize(gift.fundName, gift.fundNameEs, language);
  const amount = formatCents(gift.amountCents, language);
  const live = gift.status !== 'canceled';

  const act = async (action: RecurringAction) => {
    setBusy(action);
    try {
      const updated = await actOnRecurringGift(gift.id, action);
      const done = {
        pause: 'giving.tab.paused',
        resume: 'giving.tab.resumed',
        cancel: 'giving.tab.canceled',
      } as const;
      toastSuccess(t(done[action]), `${amount} · ${fund}`);
      setMode('view');
      onUpdated(updated);
    } catch (error) {
      reportFailure(`The gift's ${action}`, error, { title: t('giving.tab.actionFailed') });
    } finally {
      setBusy(null);
    }
  };

  const portal = async () => {
    setBusy('portal');
    try {
      window.location.assign((await openGivingPortal()).url);
    } catch (error) {
      reportFailure('Opening the giving portal', error, { title: t('giving.tab.portalFailed') });
      setBusy(null);
    }
  };

  /** One of the gift's actions: its name says which gift it acts on, the visible label first ("Pause, General Fund"). */
  const actionButton = (label: string, variant: string, onClick: () => void) => (
    <Button
      size="sm"
      variant={variant}
      disabled={busy !== null}
      onClick={onClick}
      aria-label={`${label}, ${fund}`}
    >
      {label}
    </Button>
  );

  return (
    <ListGroup.Item as="li" className="py-3" data-testid={`recurring-${gift.id}`}>
      <div className="d-flex flex-wrap justify-content-between gap-2">
        <div>
          <div className="fw-semibold">{t('giving.tab.recurringSummary', { amount, fund })}</div>
          {gift.nextDate && live && (
            <div className="small text-secondary">
              {t('giving.tab.nextDate', { date: formatInstantDay(gift.nextDate, language, 'long') })}
            </div>
          )}
        </div>
        <div>
          <Badge bg={STATUS_VARIANT[gift.status]}>{t(`giving.tab.recurringStatuses.${gift.status}`)}</Badge>
        </div>
      </div>
      {gift.status === 'past_due' && (
        <Alert variant="danger" className="mt-3 mb-0">
          <p>{t('giving.tab.pastDue')}</p>
          <Button variant="danger" size="sm" disabled={busy !== null} onClick={() => void portal()}>
            {t('giving.tab.updateCard')}
          </Button>
        </Alert>
      )}
      {live && mode === 'view' && (
        <div className="d-flex flex-wrap gap-2 mt-3">
          {actionButton(t('giving.tab.changeAmount'), 'outline-primary', () => setMode('change'))}
          {gift.status === 'paused'
            ? actionButton(t('giving.tab.resume'), 'outline-primary', () => void act('resume'))
            : actionButton(t('giving.tab.pause'), 'outline-secondary', () => void act('pause'))}
          {actionButton(t('giving.tab.cancel'), 'outline-danger', () => setMode('confirmCancel'))}
        </div>
      )}
      {mode === 'change' && (
        <ChangeAmountForm
          gift={gift}
          onCancel={() => setMode('view')}
          onSaved={(saved) => {
            toastSuccess(t('giving.tab.changed'), `${formatCents(saved.amountCents, language)} · ${fund}`);
            setMode('view');
            onUpdated(saved);
          }}
        />
      )}
      {mode === 'confirmCancel' && (
        <Alert variant="warning" className="mt-3 mb-0" data-testid="recurring-cancel-confirm">
          <p>{t('giving.tab.cancelConfirm', { amount, fund })}</p>
          <Button
            variant="danger"
            className="me-2"
            disabled={busy !== null}
            onClick={() => void act('cancel')}
          >
            {busy === 'cancel' ? t('giving.tab.canceling') : t('giving.tab.cancelYes')}
          </Button>
          <Button variant="outline-secondary" disabled={busy !== null} onClick={() => setMode('view')}>
            {t('giving.tab.cancelKeep')}
          </Button>
        </Alert>
      )}
    </ListGroup.Item>
  );
}
