import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { Fund } from '@ministry/contracts/giving';
import { fundInputSchema, type FundInput } from '@ministry/contracts/giving-input';
import { centsToDecimal, parseDollarInput } from '@ministry/contracts/money';
import { FieldRow, TextField } from '@ministry/platform/form-field';
import { SubmitRow } from '@ministry/platform/submit-button';
import { useForm } from '@ministry/platform/use-form';
import { NAMESPACE } from '../texts';

/** The form as held: the goal in dollars as typed (the schema checks it as `goalCents`). */
interface FundValues {
  name: string;
  nameEs: string;
  description: string;
  descriptionEs: string;
  goalText: string;
}

/** The form field the schema's and the service's `goalCents` errors belong on. */
const GOAL_FIELD = { goalCents: 'goalText' } as const;

function valuesOf(fund: Fund | null): FundValues {
  return {
    name: fund?.name ?? '',
    nameEs: fund?.nameEs ?? '',
    description: fund?.description ?? '',
    descriptionEs: fund?.descriptionEs ?? '',
    goalText: fund?.goalCents != null ? centsToDecimal(fund.goalCents) : '',
  };
}

/** Create or edit a fund (bilingual name and description, optional goal), checked like the service does. */
export function FundForm({
  fund,
  onSave,
  onCancel,
}: {
  fund: Fund | null;
  onSave: (input: FundInput) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const form = useForm<typeof fundInputSchema, FundValues>(fundInputSchema, valuesOf(fund), {
    prepare: ({ goalText, ...values }) => ({ ...values, goalCents: parseDollarInput(goalText) ?? null }),
    fieldFor: GOAL_FIELD,
  });
  const submit = form.handleSubmit(onSave, () => undefined);
  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-busy={form.submitting}>
      <FieldRow cols={['col-md-6', 'col-md-6', 'col-md-6', 'col-md-6', 'col-md-4']} className="g-3">
        <TextField form={form} name="name" label={t('giving.funds.name')} />
        <TextField form={form} name="nameEs" label={t('giving.funds.nameEs')} />
        <TextField form={form} name="description" label={t('giving.funds.description')} rows={2} />
        <TextField form={form} name="descriptionEs" label={t('giving.funds.descriptionEs')} rows={2} />
        <TextField
          form={form}
          name="goalText"
          label={t('giving.funds.goal')}
          hint={t('giving.funds.goalHint')}
        />
      </FieldRow>
      <SubmitRow
        busy={form.submitting}
        label={fund ? t('giving.funds.update') : t('giving.funds.create')}
        busyLabel={fund ? t('giving.funds.updating') : t('giving.funds.creating')}
        onCancel={onCancel}
      />
    </Form>
  );
}
