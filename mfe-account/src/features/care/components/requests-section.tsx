import { useState, type ReactNode } from 'react';
import { Badge } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { SessionTypeView } from '@ministry/contracts/care';
import { confidentialTextSchema, slidingScaleRequestSchema } from '@ministry/contracts/care-schemas';
import { formatInstantDay } from '@ministry/contracts/datetime';
import { formatCents } from '@ministry/contracts/money';
import { TextField } from '@ministry/platform/form-field';
import { useLanguage } from '@ministry/platform/i18n';
import { SubmitButton } from '@ministry/platform/submit-button';
import { reportFailure, toastSuccess } from '@ministry/platform/toast';
import { useForm } from '@ministry/platform/use-form';
import { askForMentor, askForSlidingScale, useMyMentoring, useMySlidingScale } from '../api/care';
import { typeName } from '../format';
import { NAMESPACE } from '../texts';

type AskSchema = typeof confidentialTextSchema | typeof slidingScaleRequestSchema;

interface Asked {
  id: string;
  status: string;
  createdAt: string;
}

/**
 * Asking for something confidential (`kind`: a reduced rate, a mentor): her requests and how they
 * stand (`answered`, once no longer pending), and the form (its one field `field`) while none waits.
 */
function AskSection<R extends Asked>({
  kind,
  field,
  schema,
  ask,
  what,
  list: { data, mutate },
  answered,
  className,
}: {
  kind: 'rate' | 'mentor';
  field: 'reason' | 'text';
  schema: AskSchema;
  ask: (value: string) => Promise<unknown>;
  /** What failed, for the log. */
  what: string;
  list: { data: { requests: R[] } | undefined; mutate: () => Promise<unknown> };
  answered: (request: R) => ReactNode;
  className?: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const [empty] = useState(() => ({ [field]: '' }));
  const form = useForm<AskSchema, Record<string, string>>(schema, empty);
  const requests = data?.requests ?? [];
  const submit = form.handleSubmit(
    async (input: Record<string, string>) => {
      await ask(input[field] ?? '');
      toastSuccess(t(`care.requests.${kind}Done`), t(`care.requests.${kind}DoneBody`));
      form.reset();
      await mutate();
    },
    (failure) => reportFailure(what, failure, { title: t(`care.requests.${kind}Failed`) }),
  );
  return (
    <section className={className} aria-labelledby={`care-${kind}-heading`}>
      <h4 id={`care-${kind}-heading`} className="h6">
        {t(`care.requests.${kind}Heading`)}
      </h4>
      <p className="small text-secondary">{t(`care.requests.${kind}Intro`)}</p>
      {requests.length > 0 && (
        <ul className="list-unstyled" data-testid={`${kind}-requests`}>
          {requests.map((request) => (
            <li key={request.id} className="mb-2">
              {t('care.requests.askedOn', { date: formatInstantDay(request.createdAt, language, 'long') })}{' '}
              {request.status === 'pending' ? (
                <Badge bg="warning" text="dark">
                  {t('care.requests.pending')}
                </Badge>
              ) : (
                answered(request)
              )}
            </li>
          ))}
        </ul>
      )}
      {!requests.some((request) => request.status === 'pending') && (
        <form noValidate onSubmit={(event) => void submit(event)}>
          <TextField
            form={form}
            name={field}
            rows={3}
            maxLength={5000}
            required
            label={t(`care.requests.${kind}Label`)}
            hint={t('care.requests.confidential')}
          />
          <SubmitButton
            busy={form.submitting}
            label={t(`care.requests.${kind}Submit`)}
            busyLabel={t('care.requests.sending')}
          />
        </form>
      )}
    </section>
  );
}

/** A reduced rate and a mentor: two confidential requests and how they stand. */
export function RequestsSection({
  types,
  nameOf,
}: {
  types: SessionTypeView[];
  nameOf: (id: string) => string;
}) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  return (
    <section className="mt-4" aria-labelledby="care-requests-heading">
      <h3 id="care-requests-heading" className="h5">
        {t('care.requests.heading')}
      </h3>
      <AskSection
        kind="rate"
        field="reason"
        schema={slidingScaleRequestSchema}
        ask={askForSlidingScale}
        what="Asking for a reduced rate"
        list={useMySlidingScale()}
        className="mb-4"
        answered={(request) => (
          <>
            <Badge bg="success">
              {t('care.requests.rateDecided', {
                date: formatInstantDay(request.decidedAt ?? request.createdAt, language, 'long'),
              })}
            </Badge>
            <ul className="small mb-0">
              {request.prices.map((price) => (
                <li key={price.typeId}>
                  {t('care.requests.ratePrice', {
                    type:
                      typeName(
                        types.find((type) => type.id === price.typeId),
                        language,
                      ) || price.typeId,
                    price: formatCents(price.priceCents, language),
                  })}
                </li>
              ))}
            </ul>
          </>
        )}
      />
      <AskSection
        kind="mentor"
        field="text"
        schema={confidentialTextSchema}
        ask={askForMentor}
        what="Asking for a mentor"
        list={useMyMentoring()}
        answered={(request) => (
          <Badge bg="success">
            {t('care.requests.mentorMatched', {
              name: (request.counselorId && nameOf(request.counselorId)) || '—',
              months: request.months ?? 6,
            })}
          </Badge>
        )}
      />
    </section>
  );
}
