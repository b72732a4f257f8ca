import { Badge, Button, Col, Form, Row } from 'react-bootstrap';
import { Fragment, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstantDay } from '@ministry/contracts/datetime';
import type { Fund, Gift, GiftStatus } from '@ministry/contracts/giving';
import { localize } from '@ministry/contracts/language';
import { formatCents } from '@ministry/contracts/money';
import { useLanguage } from '@ministry/platform/i18n';
import { toast } from '@ministry/platform/toast';
import { giftsCsvUrl, useGiftPage, type GiftFilters } from '../api/giving';
import { NAMESPACE } from '../texts';
import { refundableCents, RefundForm } from './refund-form';
import { DataTable, RecordList, SectionHeading } from '../../../kit';
import { GivingPager } from './giving-pager';

const NO_FILTERS: GiftFilters = { fund: '', frequency: '', from: '', to: '', donor: '' };

const STATUS_VARIANT: Record<GiftStatus, string> = {
  succeeded: 'success',
  failed: 'danger',
  refunded: 'secondary',
  partially_refunded: 'warning',
};

function GiftFiltersForm({ funds, onApply }: { funds: Fund[]; onApply: (filters: GiftFilters) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const [draft, setDraft] = useState<GiftFilters>(NO_FILTERS);
  const set = (key: keyof GiftFilters) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <Form onSubmit={submit} className="mb-3" aria-label={t('giving.gifts.apply')}>
      <Row className="g-2 align-items-end">
        <Col sm={6} lg={3}>
          <Form.Label htmlFor="gift-filter-fund">{t('giving.gifts.fund')}</Form.Label>
          <Form.Select id="gift-filter-fund" value={draft.fund} onChange={set('fund')}>
            <option value="">{t('giving.gifts.allFunds')}</option>
            {funds.map((fund) => (
              <option key={fund.id} value={fund.id}>
                {localize(fund.name, fund.nameEs, language)}
              </option>
            ))}
          </Form.Select>
        </Col>
        <Col sm={6} lg={2}>
          <Form.Label htmlFor="gift-filter-frequency">{t('giving.gifts.frequency')}</Form.Label>
          <Form.Select id="gift-filter-frequency" value={draft.frequency} onChange={set('frequency')}>
            <option value="">{t('giving.gifts.allFrequencies')}</option>
            <option value="once">{t('giving.gifts.once')}</option>
            <option value="monthly">{t('giving.gifts.monthly')}</option>
          </Form.Select>
        </Col>
        {(['from', 'to'] as const).map((key) => (
          <Col key={key} sm={6} lg={2}>
            <Form.Label htmlFor={`gift-filter-${key}`}>{t(`giving.gifts.${key}`)}</Form.Label>
            <Form.Control id={`gift-filter-${key}`} type="date" value={draft[key]} onChange={set(key)} />
          </Col>
        ))}
        <Col sm={8} lg={2}>
          <Form.Label htmlFor="gift-filter-donor">{t('giving.gifts.donor')}</Form.Label>
          <Form.Control id="gift-filter-donor" type="search" value={draft.donor} onChange={set('donor')} />
        </Col>
        <Col sm={4} lg={1}>
          <Button type="submit" className="w-100">
            {t('giving.gifts.apply')}
          </Button>
        </Col>
      </Row>
    </Form>
  );
}

/** Every gift (filters, pages of 25, CSV of the same filters) with a refund action. */
export function GiftsSection({ funds }: { funds: Fund[] }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const [filters, setFilters] = useState<GiftFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [refunding, setRefunding] = useState<string | null>(null);
  const gifts = useGiftPage(filters, page);
  const data = gifts.data;

  const refunded = (gift: Gift) => {
    toast({
      title: t('giving.gifts.refundDone'),
      description: `${gift.receiptNumber} · ${formatCents(gift.refundedCents, language)}`,
      variant: 'success',
    });
    setRefunding(null);
    void gifts.mutate();
  };

  return (
    <section aria-labelledby="adm-gifts-title">
      <SectionHeading
        id="adm-gifts-title"
        level={3}
        title={t('giving.gifts.heading')}
        count={data?.totalCount}
        actions={
          <a className="btn btn-outline-primary btn-sm" href={giftsCsvUrl(filters)} download>
            {t('giving.gifts.csv')}
          </a>
        }
      />
      <GiftFiltersForm
        funds={funds}
        onApply={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <RecordList
        items={data?.gifts}
        error={data ? undefined : gifts.error}
        onRetry={gifts.mutate}
        texts={{ errorMessage: t('giving.loadError'), empty: t('giving.gifts.empty') }}
      >
        {(list) => (
          <DataTable
            testId="admin-gifts"
            layout="scroll"
            columns={['date', 'receipt', 'donorColumn', 'fund', 'amount', 'status']}
            label={(key) => t(`giving.gifts.${key}`)}
            classes={{ amount: 'text-end' }}
            actions={t('giving.gifts.actions')}
          >
            {list.map((gift) => (
              <Fragment key={gift.id}>
                <tr>
                  <td className="text-nowrap">
                    <time dateTime={gift.date}>{formatInstantDay(gift.date, language, 'medium')}</time>
                  </td>
                  <td className="text-nowrap">{gift.receiptNumber}</td>
                  <td>
                    {gift.donorName}
                    <div className="small text-secondary text-break">{gift.donorEmail}</div>
                    {gift.dedication && (
                      <div className="small fst-italic">
                        {t(`giving.gifts.dedication.${gift.dedication.kind}`, { name: gift.dedication.name })}
                      </div>
                    )}
                  </td>
                  <td>
                    {localize(gift.fundName, gift.fundNameEs, language)}
                    <div className="small text-secondary">
                      {t(gift.frequency === 'monthly' ? 'giving.gifts.monthly' : 'giving.gifts.once')}
                    </div>
                  </td>
                  <td className="text-end text-nowrap">
                    {formatCents(gift.amountCents, language)}
                    {gift.refundedCents > 0 && (
                      <div className="small text-secondary">
                        {t('giving.gifts.refunded', { amount: formatCents(gift.refundedCents, language) })}
                      </div>
                    )}
                  </td>
                  <td>
                    <Badge
                      bg={STATUS_VARIANT[gift.status]}
                      text={gift.status === 'partially_refunded' ? 'dark' : undefined}
                    >
                      {t(`giving.gifts.statuses.${gift.status}`)}
                    </Badge>
                  </td>
                  <td className="text-end">
                    {gift.status !== 'failed' && refundableCents(gift) > 0 && refunding !== gift.id && (
                      <Button
                        size="sm"
                        variant="outline-danger"
                        aria-label={`${t('giving.gifts.refund')}, ${gift.receiptNumber}`}
                        onClick={() => setRefunding(gift.id)}
                      >
                        {t('giving.gifts.refund')}
                      </Button>
                    )}
                  </td>
                </tr>
                {refunding === gift.id && (
                  <tr>
                    <td colSpan={7}>
                      <RefundForm gift={gift} onDone={refunded} onCancel={() => setRefunding(null)} />
                    </td>
                  </tr>
                )}
              </Fragment>
            ))}
          </DataTable>
        )}
      </RecordList>
      <GivingPager data={data} page={page} onPage={setPage} label={t('giving.gifts.pagination')} />
    </section>
  );
}
