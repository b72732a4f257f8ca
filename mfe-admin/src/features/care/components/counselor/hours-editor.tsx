import { useRef, useState, type FormEvent } from 'react';
import { Alert, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { CounselorProfile } from '@ministry/contracts/care';
import { addDays, todayInNewYork } from '@ministry/contracts/calendar-day';
import { errorMessage, serverFieldErrors } from '@ministry/platform/api';
import { loadMessages } from '@ministry/platform/messages';
import { NamedButton } from '@ministry/platform/named-button';
import { SubmitButton } from '@ministry/platform/submit-button';
import { toastSuccess } from '@ministry/platform/toast';
import { NAMESPACE } from '../../../../i18n';
import { SectionHeading } from '../../../../kit';
import { saveOwnProfile } from '../../api/care';
import {
  checkHours,
  hoursValuesOf,
  placeErrors,
  WEEK_ORDER,
  type HoursErrors,
  type HoursValues,
  type TimeRange,
} from '../../hours-values';
import { ExceptionsEditor } from './exceptions-editor';
import { HoursSettings } from './hours-settings';
import { FieldError, RangeRow } from './range-row';

const NEW_RANGE: TimeRange = { start: '09:00', end: '17:00' };

/** Her weekly hours per weekday (several ranges a day), exceptions and booking settings. */
export function HoursEditor({
  profile,
  onSaved,
}: {
  profile: CounselorProfile;
  onSaved: (saved: CounselorProfile) => unknown;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [values, setValues] = useState<HoursValues>(() => hoursValuesOf(profile));
  const [errors, setErrors] = useState<HoursErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const change = <K extends keyof HoursValues>(key: K, value: HoursValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => (current[key] ? { ...current, [key]: '' } : current));
  };
  const setDay = (weekday: number, ranges: TimeRange[]) => {
    setValues((current) => ({
      ...current,
      days: current.days.map((entry, index) => (index === weekday ? ranges : entry)),
    }));
    // The rows' places move: their errors are checked again on the next save.
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([path]) => !path.startsWith(`days.${weekday}`))),
    );
  };

  const showErrors = (found: HoursErrors) => {
    setErrors(found);
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const [{ body, errors: found }] = await Promise.all([checkHours(values), loadMessages()]);
    if (!body) {
      showErrors(found);
      return;
    }
    setBusy(true);
    try {
      const saved = await saveOwnProfile(body);
      setErrors({});
      setValues(hoursValuesOf(saved));
      toastSuccess(t('care.hours.saved'));
      await onSaved(saved);
    } catch (caught) {
      const fromServer = placeErrors(values, serverFieldErrors(caught));
      if (Object.keys(fromServer).length) showErrors(fromServer);
      setFailure(errorMessage(caught, t('care.failed')));
    } finally {
      setBusy(false);
    }
  };

  const hasErrors = Object.values(errors).some(Boolean);
  return (
    <section aria-labelledby="care-hours" className="mb-4">
      <SectionHeading id="care-hours" level={3} title={t('care.hours.heading')} />
      <p className="text-secondary">{t('care.hours.intro')}</p>
      <Form
        noValidate
        ref={formRef}
        onSubmit={(event) => void submit(event)}
        aria-busy={busy}
        data-testid="care-hours-form"
      >
        {hasErrors && <Alert variant="danger">{t('care.hours.fixErrors')}</Alert>}
        {failure && <Alert variant="danger">{failure}</Alert>}
        <fieldset className="mb-3 bg-body rounded shadow-sm p-3">
          <legend className="h6">
            {t('care.hours.weekly')} <span className="fw-normal text-secondary">({t('care.nyTime')})</span>
          </legend>
          <FieldError id="care-days-error" error={errors.days} />
          {WEEK_ORDER.map((weekday) => {
            const day = t(`care.weekdays.${weekday}`);
            const ranges = values.days[weekday] ?? [];
            return (
              <div
                key={weekday}
                className="row border-bottom py-2"
                data-testid="care-weekday"
                data-weekday={weekday}
              >
                <div className="col-md-2 fw-semibold">{day}</div>
                <div className="col-md-10">
                  {ranges.length === 0 && (
                    <p className="text-secondary small mb-2">{t('care.hours.closed')}</p>
                  )}
                  {ranges.map((range, index) => (
                    <RangeRow
                      key={index}
                      range={range}
                      name={`${day} ${index + 1}`}
                      error={errors[`days.${weekday}.${index}`]}
                      onChange={(next) =>
                        setDay(
                          weekday,
                          ranges.map((entry, at) => (at === index ? next : entry)),
                        )
                      }
                      onRemove={() =>
                        setDay(
                          weekday,
                          ranges.filter((_, at) => at !== index),
                        )
                      }
                    />
                  ))}
                  <NamedButton
                    variant="link"
                    className="px-0"
                    label={t('care.hours.addRange')}
                    name={day}
                    onClick={() => {
                      const last = ranges[ranges.length - 1];
                      setDay(weekday, [
                        ...ranges,
                        last && last.end < '23:00' ? { start: last.end, end: '23:00' } : NEW_RANGE,
                      ]);
                    }}
                  />
                </div>
              </div>
            );
          })}
        </fieldset>
        <ExceptionsEditor
          exceptions={values.exceptions}
          errors={errors}
          onChange={(exceptions) => {
            setValues((current) => ({ ...current, exceptions }));
            setErrors((current) =>
              Object.fromEntries(Object.entries(current).filter(([path]) => !path.startsWith('exceptions'))),
            );
          }}
          firstDate={addDays(todayInNewYork(), 1)}
        />
        <HoursSettings values={values} errors={errors} onChange={change} />
        <SubmitButton busy={busy} label={t('care.hours.save')} busyLabel={t('care.saving')} />
      </Form>
    </section>
  );
}
