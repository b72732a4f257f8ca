import { Button, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { fundInputSchema, type Fund, type FundInput } from '@ministry/contracts/giving';
import { parseDollarInput } from '@ministry/contracts/money';
import { TextField } from '@ministry/platform/form-field';
import { SubmitButton } from '@ministry/platform/submit-button';
import { useForm } from '@ministry/platform/use-form';
import { NAMESPACE } from '../texts';

/** The form as held: the goal in dollars as typed (the schema checks it in cents). */
interface FundValues {
  name: string;
  nameEs: string;
  description: string;
  descriptionEs: string;
  goalCents: string;
}

function valuesOf(fund: Fund | null): FundValues {
  return {
    name: fund?.name ?? '',
    nameEs: fund?.nameEs ?? '',
    description: fund?.description ?? '',
    descriptionEs: fund?.descriptionEs ?? '',
    goalCents: fund?.goalCents != null ? (fund.goalCents / 100).toFixed(2) : '',
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
    prepare: (values) => ({ ...values, goalCents: parseDollarInput(values.goalCents) ?? null }),
  });
  const submit = form.handleSubmit(onSave, () => undefined);
  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-busy={form.submitting}>
      <div className="row g-3">
        <div className="col-md-6">
          <TextField form={form} name="name" label={t('giving.funds.name')} />
        </div>
        <div className="col-md-6">
          <TextField form={form} name="nameEs" label={t('giving.funds.nameEs')} />
        </div>
        <div className="col-md-6">
          <TextField form={form} name="description" label={t('giving.funds.description')} rows={2} />
        </div>
        <div className="col-md-6">
          <TextField form={form} name="descriptionEs" label={t('giving.funds.descriptionEs')} rows={2} />
        </div>
        <div className="col-md-4">
          <TextField
            form={form}
            name="goalCents"
            label={t('giving.funds.goal')}
            hint={t('giving.funds.goalHint')}
          />
        </div>
      </div>
      <div className="d-flex gap-2">
        <SubmitButton
          busy={form.submitting}
          label={fund ? t('giving.funds.update') : t('giving.funds.create')}
          busyLabel={fund ? t('giving.funds.updating') : t('giving.funds.creating')}
        />
        <Button variant="outline-secondary" onClick={onCancel} disabled={form.submitting}>
          {t('giving.funds.cancel')}
        </Button>
      </div>
    </Form>
  );
}
