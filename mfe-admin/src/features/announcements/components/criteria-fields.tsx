import { localize, type Language } from '@ministry/contracts/language';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MinistryEvent } from '@ministry/contracts/event';
import {
  EVENT_ID_PATTERN,
  type ListCriteria,
  type ListCriteriaKind,
  type MailingListInput,
} from '@ministry/contracts/outreach';
import { PLANS, type PlanId } from '@ministry/contracts/plans';
import { FieldRow, FormField, plainControl } from '@ministry/platform/form-field';
import { useLanguage } from '@ministry/platform/i18n';
import { NAMESPACE } from '../../../i18n';
import { useAdminEvents } from '../../events';

/** What the criteria fields need of the list form. */
export interface CriteriaForm {
  values: Pick<MailingListInput, 'criteria'>;
  errors: Partial<Record<string, string>>;
  setValue: (name: 'criteria', value: ListCriteria | null) => void;
}

const startOf = (kind: ListCriteriaKind): ListCriteria =>
  kind === 'plan' ? { kind, planId: null } : kind === 'event' ? { kind, eventId: '' } : { kind };

/**
 * "Who is on it": people who subscribe (the default), or by criteria: a plan's members (or any
 * plan's), this year's donors, or an event's confirmed sign-ups (picked from the events, or its id).
 */
export function CriteriaFields({ form }: { form: CriteriaForm }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const groupId = useId();
  const criteria = form.values.criteria;
  const { data: events } = useAdminEvents();
  /** A message key: the field translates it. */
  const error = (path: string) => form.errors[path];
  const label = (key: string) =>
    t(`announcements.lists.criteria.${key}` as 'announcements.lists.criteria.title');

  return (
    <fieldset className="mt-3" aria-describedby={`${groupId}-help`}>
      <legend className="fs-6 fw-semibold">{label('title')}</legend>
      {(['people', 'criteria'] as const).map((choice) => (
        <div className="form-check" key={choice}>
          <input
            type="radio"
            className="form-check-input"
            id={`${groupId}-${choice}`}
            name={`${groupId}-who`}
            checked={(criteria !== null) === (choice === 'criteria')}
            onChange={() => form.setValue('criteria', choice === 'criteria' ? startOf('plan') : null)}
          />
          <label className="form-check-label" htmlFor={`${groupId}-${choice}`}>
            {label(choice)}
          </label>
        </div>
      ))}
      <small id={`${groupId}-help`} className="form-text d-block mb-2">
        {label('help')}
      </small>
      {criteria && (
        <FieldRow cols="col-md-6" className="g-3">
          <FormField label={label('kind')} error={error('criteria.kind') ?? error('criteria')}>
            {(control) => (
              <select
                {...plainControl(control, 'form-select')}
                value={criteria.kind}
                onChange={(event) =>
                  form.setValue('criteria', startOf(event.target.value as ListCriteriaKind))
                }
              >
                {(['plan', 'donors-year', 'event'] as const).map((kind) => (
                  <option key={kind} value={kind}>
                    {label(`kinds.${kind}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <>
            {criteria.kind === 'plan' && (
              <FormField label={label('plan')} error={error('criteria.planId')}>
                {(control) => (
                  <select
                    {...plainControl(control, 'form-select')}
                    value={criteria.planId ?? ''}
                    onChange={(event) =>
                      form.setValue('criteria', {
                        kind: 'plan',
                        planId: (event.target.value || null) as PlanId | null,
                      })
                    }
                  >
                    <option value="">{label('anyPlan')}</option>
                    {PLANS.map((plan) => (
                      <option key={plan.id} value={plan.id}>
                        {localize(plan.name, plan.nameEs, language)}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
            )}
            {criteria.kind === 'event' && (
              <EventChoice
                events={events}
                language={language}
                value={criteria.eventId}
                error={error('criteria.eventId')}
                label={label('event')}
                idLabel={label('eventId')}
                choose={label('chooseEvent')}
                onChange={(eventId) => form.setValue('criteria', { kind: 'event', eventId })}
              />
            )}
          </>
        </FieldRow>
      )}
    </fieldset>
  );
}

/** The event: chosen from the events the admin already loads, or its id typed when they are not at hand. */
function EventChoice(props: {
  events: MinistryEvent[] | undefined;
  language: Language;
  value: string;
  error: string | undefined;
  label: string;
  idLabel: string;
  choose: string;
  onChange: (eventId: string) => void;
}) {
  const { events, value, error, onChange } = props;
  const listed = events?.length && (!value || events.some((event) => event.id === value));
  if (!listed)
    return (
      <FormField label={props.idLabel} error={error} required>
        {(control) => (
          <input
            {...plainControl(control, 'form-control')}
            value={value}
            maxLength={24}
            pattern={EVENT_ID_PATTERN.source.slice(1, -1)}
            autoComplete="off"
            onChange={(event) => onChange(event.target.value)}
          />
        )}
      </FormField>
    );
  return (
    <FormField label={props.label} error={error} required>
      {(control) => (
        <select
          {...plainControl(control, 'form-select')}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{props.choose}</option>
          {events.map((event) => (
            <option key={event.id} value={event.id}>
              {localize(event.title, event.titleEs, props.language)} · {String(event.date).slice(0, 10)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
