import { useState } from 'react';
import { Badge } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { SessionTypeView } from '@ministry/contracts/care';
import { updateSessionTypeSchema } from '@ministry/contracts/care-schemas';
import { localize } from '@ministry/contracts/language';
import { centsToDecimal, formatCents, parseDollarInput } from '@ministry/contracts/money';
import { CheckField, TextField } from '@ministry/platform/form-field';
import { useLanguage } from '@ministry/platform/i18n';
import { NamedButton } from '@ministry/platform/named-button';
import { useForm } from '@ministry/platform/use-form';
import { NAMESPACE } from '../../../../i18n';
import { DataTable, RecordList, SectionHeading } from '../../../../kit';
import { updateSessionType, useStaffSessionTypes } from '../../api/care';
import { CareFormDialog, useCareAction, type SavingDialog } from '../shared/care-dialog';

interface TypeValues {
  name: string;
  nameEs: string;
  durationMinutes: string;
  priceText: string;
  active: boolean;
}

const FIELD_FOR = { priceCents: 'priceText' } as const;
const prepare = ({ priceText, ...values }: TypeValues) => ({
  ...values,
  priceCents: parseDollarInput(priceText) ?? Number.NaN,
});

function TypeDialog({ type, ...dialog }: { type: SessionTypeView } & SavingDialog) {
  const { t } = useTranslation(NAMESPACE);
  const form = useForm<typeof updateSessionTypeSchema, TypeValues>(
    updateSessionTypeSchema,
    {
      name: type.name,
      nameEs: type.nameEs,
      durationMinutes: String(type.durationMinutes),
      priceText: centsToDecimal(type.priceCents),
      active: type.active,
    },
    { prepare, fieldFor: FIELD_FOR },
  );
  const { failure, fail, done } = useCareAction(dialog);
  const submit = form.handleSubmit(async (input) => {
    await updateSessionType(type.id, input);
    await done(t('care.sessionTypes.saved'));
  }, fail);
  return (
    <CareFormDialog
      title={t('care.sessionTypes.editTitle', { name: type.name })}
      busy={form.submitting}
      failure={failure}
      onSubmit={submit}
      onClose={dialog.onClose}
    >
      <TextField form={form} name="name" label={t('care.sessionTypes.name')} required />
      <TextField form={form} name="nameEs" label={t('care.sessionTypes.nameEs')} required />
      <TextField
        form={form}
        name="durationMinutes"
        type="number"
        inputMode="numeric"
        label={t('care.sessionTypes.duration')}
      />
      <TextField form={form} name="priceText" inputMode="decimal" label={t('care.sessionTypes.price')} />
      <CheckField form={form} name="active" label={t('care.sessionTypes.activeLabel')} />
    </CareFormDialog>
  );
}

/** The session types: names, length, price, who books them; edited in a dialog. */
export function SessionTypesSection() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { data, error, mutate } = useStaffSessionTypes();
  const [editing, setEditing] = useState<SessionTypeView | null>(null);
  return (
    <section aria-labelledby="care-session-types" className="mb-4">
      <SectionHeading id="care-session-types" level={3} title={t('care.sessionTypes.heading')} />
      <RecordList
        items={data?.sessionTypes}
        error={error}
        onRetry={mutate}
        texts={{ loadError: t('care.loadError'), loading: t('care.loading'), empty: t('care.empty') }}
      >
        {(types) => (
          <DataTable
            testId="care-session-types"
            columns={['name', 'duration', 'price', 'bookable']}
            label={(key) =>
              key === 'bookable' ? t('care.agenda.columns.status') : t(`care.sessionTypes.${key}`)
            }
            classes={{ price: 'text-md-end', duration: 'text-md-end' }}
            actions={t('care.agenda.columns.actions')}
          >
            {types.map((type) => {
              const name = localize(type.name, type.nameEs, language);
              return (
                <tr key={type.id} data-type={type.id}>
                  <th scope="row">
                    {name} {!type.active && <Badge bg="secondary">{t('care.counselors.inactive')}</Badge>}
                  </th>
                  <td className="text-md-end">{type.durationMinutes}</td>
                  <td className="text-md-end">{formatCents(type.priceCents, language)}</td>
                  <td>{t(`care.sessionTypes.bookableBy.${type.bookableBy}`)}</td>
                  <td className="text-md-end">
                    <NamedButton
                      variant="outline-primary"
                      label={t('care.sessionTypes.edit')}
                      name={name}
                      onClick={() => setEditing(type)}
                    />
                  </td>
                </tr>
              );
            })}
          </DataTable>
        )}
      </RecordList>
      {editing && <TypeDialog type={editing} onClose={() => setEditing(null)} onSaved={mutate} />}
    </section>
  );
}
