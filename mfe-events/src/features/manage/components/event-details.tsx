import { useId } from 'react';
import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { EVENT_CATEGORIES } from '@ministry/contracts/event';
import { SelectField, TextField } from '@ministry/platform/form-field';
import { NAMESPACE } from '../../../i18n';
import { categoryKey } from '../../events';
import type { SectionProps } from './event-form-state';

/** The category picker: the ministry's categories, and an older event's own one as "Other (…)". */
function CategoryField({ form }: SectionProps) {
  const { t } = useTranslation(NAMESPACE);
  const { category } = form.values;
  const categories: string[] = [...EVENT_CATEGORIES];
  if (category && !categories.includes(category)) categories.push(category);
  const options = categories.map((value) => ({
    value,
    label: (EVENT_CATEGORIES as readonly string[]).includes(value)
      ? t(categoryKey(value))
      : `${t('categories.other')} (${value})`,
  }));
  return (
    <SelectField
      form={form}
      name="category"
      label={t('manage.fields.category')}
      required
      options={[{ value: '', label: t('manage.fields.chooseCategory') }, ...options]}
    />
  );
}

/** The start and end times, both described by one help below them. */
function TimeFields({ form }: SectionProps) {
  const { t } = useTranslation(NAMESPACE);
  const helpId = useId();
  return (
    <div className="row">
      {(['startTime', 'endTime'] as const).map((field) => (
        <div className="col-sm-6" key={field}>
          <TextField
            form={form}
            name={field}
            type="time"
            label={t(`manage.fields.${field}`)}
            describedBy={helpId}
            required
          />
        </div>
      ))}
      <Form.Text id={helpId} className="d-block mt-n2 mb-3">
        {t('manage.fields.timesHelp')}
      </Form.Text>
    </div>
  );
}

/** What the event is: its titles, date, category, times, place and descriptions. */
export function EventDetails({ form }: SectionProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <TextField form={form} name="title" label={t('manage.fields.title')} required />
      <TextField form={form} name="titleEs" label={t('manage.fields.titleEs')} />
      <div className="row">
        <div className="col-sm-6">
          <TextField form={form} name="date" type="date" label={t('manage.fields.date')} required />
        </div>
        <div className="col-sm-6">
          <CategoryField form={form} />
        </div>
      </div>
      <TimeFields form={form} />
      <TextField form={form} name="location" label={t('manage.fields.location')} required />
      <TextField form={form} name="description" label={t('manage.fields.description')} rows={4} required />
      <TextField form={form} name="descriptionEs" label={t('manage.fields.descriptionEs')} rows={3} />
    </>
  );
}
