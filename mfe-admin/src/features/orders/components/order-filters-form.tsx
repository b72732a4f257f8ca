import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES } from '@ministry/contracts/order';
import { useOrderStatusText } from '@ministry/platform/order-display';
import { NAMESPACE } from '../../../i18n';
import { isOrderStatus, type OrderFilters } from '../order-filters';

interface OrderFiltersFormProps {
  filters: OrderFilters;
  onApply: (filters: OrderFilters) => void;
}

/** Status, days and a search; applied together (the list's first page), or all cleared. */
export function OrderFiltersForm({ filters, onApply }: OrderFiltersFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const statusText = useOrderStatusText();
  const [draft, setDraft] = useState(filters);
  const set = (changes: Partial<OrderFilters>) => setDraft((current) => ({ ...current, ...changes }));
  return (
    <Form
      role="search"
      aria-label={t('orders.filters.label')}
      className="row g-2 align-items-end mb-3"
      onSubmit={(event) => {
        event.preventDefault();
        onApply({ ...draft, page: 1 });
      }}
    >
      <Form.Group className="col-sm-6 col-lg-2" controlId="adm-order-status">
        <Form.Label className="small mb-1">{t('orders.filters.status')}</Form.Label>
        <Form.Select
          size="sm"
          value={draft.status}
          onChange={(event) => set({ status: isOrderStatus(event.target.value) ? event.target.value : '' })}
        >
          <option value="">{t('orders.filters.allStatuses')}</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {statusText(status)}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {(['from', 'to'] as const).map((key) => (
        <Form.Group key={key} className="col-6 col-lg-2" controlId={`adm-order-${key}`}>
          <Form.Label className="small mb-1">{t(`orders.filters.${key}`)}</Form.Label>
          <Form.Control
            size="sm"
            type="date"
            value={draft[key]}
            onChange={(event) => set({ [key]: event.target.value })}
          />
        </Form.Group>
      ))}
      <Form.Group className="col-sm-6 col-lg-3" controlId="adm-order-search">
        <Form.Label className="small mb-1">{t('orders.filters.search')}</Form.Label>
        <Form.Control
          size="sm"
          type="search"
          placeholder={t('orders.filters.searchPlaceholder')}
          value={draft.q}
          onChange={(event) => set({ q: event.target.value })}
        />
      </Form.Group>
      <div className="col-lg-3 d-flex flex-wrap gap-2">
        <Button type="submit" size="sm">
          {t('orders.filters.apply')}
        </Button>
        <Button
          size="sm"
          variant="outline-secondary"
          onClick={() => {
            const cleared: OrderFilters = { status: '', from: '', to: '', q: '', page: 1 };
            setDraft(cleared);
            onApply(cleared);
          }}
        >
          {t('orders.filters.clear')}
        </Button>
      </div>
    </Form>
  );
}
