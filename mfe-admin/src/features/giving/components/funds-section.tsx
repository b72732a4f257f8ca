import { Badge, Button, Card } from 'react-bootstrap';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Fund } from '@ministry/contracts/giving';
import type { FundInput } from '@ministry/contracts/giving-input';
import { formatCents } from '@ministry/contracts/money';
import { useLanguage } from '@ministry/platform/i18n';
import { reportFailure, toastSuccess } from '@ministry/platform/toast';
import { createFund, setFundArchived, updateFund, useAdminFunds } from '../api/giving';
import { NAMESPACE } from '../texts';
import { FundForm } from './fund-form';
import { DataTable, RecordList, SectionHeading } from '../../../kit';

/** The funds with what each raised and its goal; create, edit, archive and restore. */
export function FundsSection() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const funds = useAdminFunds();
  const [editing, setEditing] = useState<Fund | 'new' | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const save = async (input: FundInput) => {
    const existing = editing !== 'new' ? editing : null;
    try {
      const saved = existing ? await updateFund(existing.id, input) : await createFund(input);
      toastSuccess(t(existing ? 'giving.funds.updated' : 'giving.funds.created'), saved.name);
      setEditing(null);
      await funds.mutate();
    } catch (error) {
      reportFailure('Saving the fund', error, { title: t('giving.funds.saveFailed') });
      throw error; // the form shows a 400's field errors
    }
  };

  const archive = async (fund: Fund) => {
    setBusy(fund.id);
    try {
      await setFundArchived(fund.id, !fund.archived);
      toastSuccess(t(fund.archived ? 'giving.funds.restoredToast' : 'giving.funds.archivedToast'), fund.name);
      await funds.mutate();
    } catch (error) {
      reportFailure('Archiving or restoring the fund', error, { title: t('giving.funds.actionFailed') });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="adm-funds-title" className="mb-5">
      <SectionHeading
        id="adm-funds-title"
        level={3}
        title={t('giving.funds.heading')}
        actions={
          editing === null && (
            <Button size="sm" onClick={() => setEditing('new')}>
              {t('giving.funds.add')}
            </Button>
          )
        }
      />
      {editing !== null && (
        <Card className="border-0 shadow-sm mb-3">
          <Card.Body>
            <h4 className="h5 mb-3">
              {editing === 'new' ? t('giving.funds.createTitle') : t('giving.funds.editTitle')}
            </h4>
            <FundForm
              key={editing === 'new' ? 'new' : editing.id}
              fund={editing === 'new' ? null : editing}
              onSave={save}
              onCancel={() => setEditing(null)}
            />
          </Card.Body>
        </Card>
      )}
      <RecordList
        items={funds.data}
        error={funds.data ? undefined : funds.error}
        onRetry={funds.mutate}
        texts={{ errorMessage: t('giving.loadError'), empty: t('giving.funds.empty') }}
      >
        {(list) => (
          <DataTable
            testId="admin-funds"
            layout="scroll"
            columns={['name', 'raised', 'goalColumn', 'status']}
            label={(key) => t(`giving.funds.${key}`)}
            classes={{ raised: 'text-end', goalColumn: 'text-end' }}
            actions={t('giving.funds.actions')}
          >
            {list.map((fund) => (
              <tr key={fund.id}>
                <th scope="row" className="fw-semibold">
                  {fund.name}
                  <div className="small text-secondary fw-normal" lang="es">
                    {fund.nameEs}
                  </div>
                </th>
                <td className="text-end">{formatCents(fund.raisedCents, language)}</td>
                <td className="text-end">
                  {fund.goalCents != null ? formatCents(fund.goalCents, language) : t('giving.funds.noGoal')}
                </td>
                <td>
                  <Badge bg={fund.archived ? 'secondary' : 'success'}>
                    {t(fund.archived ? 'giving.funds.archived' : 'giving.funds.active')}
                  </Badge>
                </td>
                <td className="text-end text-nowrap">
                  <Button
                    size="sm"
                    variant="outline-primary"
                    className="me-2"
                    aria-label={`${t('giving.funds.edit')}, ${fund.name}`}
                    onClick={() => setEditing(fund)}
                  >
                    {t('giving.funds.edit')}
                  </Button>
                  <Button
                    size="sm"
                    variant={fund.archived ? 'outline-success' : 'outline-secondary'}
                    disabled={busy === fund.id}
                    aria-label={`${t(fund.archived ? 'giving.funds.restore' : 'giving.funds.archive')}, ${fund.name}`}
                    onClick={() => void archive(fund)}
                  >
                    {t(fund.archived ? 'giving.funds.restore' : 'giving.funds.archive')}
                  </Button>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </RecordList>
    </section>
  );
}
