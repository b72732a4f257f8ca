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

const EMPTY_REASON = { reason: '' };
const EMPTY_TEXT = { text: '' };

/** Asking for a reduced rate (sliding scale): her requests' status, and the form while none waits. */
function SlidingScale({ types }: { types: SessionTypeView[] }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { data, mutate } = useMySlidingScale();
  const form = useForm(slidingScaleRequestSchema, EMPTY_REASON);
  const requests = data?.requests ?? [];
  const waiting = requests.some((request) => request.status === 'pending');
  const submit = form.handleSubmit(
    async ({ reason }) => {
      await askForSlidingScale(reason);
      toastSuccess(t('care.requests.rateDone'), t('care.requests.rateDoneBody'));
      form.reset();
      await mutate();
    },
    (failure) =>
      reportFailure('Asking for a reduced rate', failure, { title: t('care.requests.rateFailed') }),
  );
  return (
    <section className="mb-4" aria-labelledby="care-rate-heading">
      <h4 id="care-rate-heading" className="h6">
        {t('care.requests.rateHeading')}
      </h4>
      <p className="small text-secondary">{t('care.requests.rateIntro')}</p>
      {requests.length > 0 && (
        <ul className="list-unstyled" data-testid="rate-requests">
          {requests.map((request) => (
            <li key={request.id} className="mb-2">
              {t('care.requests.askedOn', { date: formatInstantDay(request.createdAt, language, 'long') })}{' '}
              {request.status === 'pending' ? (
                <Badge bg="warning" text="dark">
                  {t('care.requests.pending')}
                </Badge>
              ) : (
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
            </li>
          ))}
        </ul>
      )}
      {!waiting && (
        <form noValidate onSubmit={(event) => void submit(event)}>
          <TextField
            form={form}
            name="reason"
            rows={3}
            maxLength={5000}
            required
            label={t('care.requests.rateLabel')}
            hint={t('care.requests.confidential')}
          />
          <SubmitButton
            busy={form.submitting}
            label={t('care.requests.rateSubmit')}
            busyLabel={t('care.requests.sending')}
          />
        </form>
      )}
    </section>
  );
}

/** Asking for a mentor: her requests' status, and the form while none waits. */
function Mentoring({ nameOf }: { nameOf: (id: string) => string }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { data, mutate } = useMyMentoring();
  const form = useForm(confidentialTextSchema, EMPTY_TEXT);
  const requests = data?.requests ?? [];
  const waiting = requests.some((request) => request.status === 'pending');
  const submit = form.handleSubmit(
    async ({ text }) => {
      await askForMentor(text);
      toastSuccess(t('care.requests.mentorDone'), t('care.requests.mentorDoneBody'));
      form.reset();
      await mutate();
    },
    (failure) => reportFailure('Asking for a mentor', failure, { title: t('care.requests.mentorFailed') }),
  );
  return (
    <section aria-labelledby="care-mentor-heading">
      <h4 id="care-mentor-heading" className="h6">
        {t('care.requests.mentorHeading')}
      </h4>
      <p className="small text-secondary">{t('care.requests.mentorIntro')}</p>
      {requests.length > 0 && (
        <ul className="list-unstyled" data-testid="mentor-requests">
          {requests.map((request) => (
            <li key={request.id} className="mb-2">
              {t('care.requests.askedOn', { date: formatInstantDay(request.createdAt, language, 'long') })}{' '}
              {request.status === 'pending' ? (
                <Badge bg="warning" text="dark">
                  {t('care.requests.pending')}
                </Badge>
              ) : (
                <Badge bg="success">
                  {t('care.requests.mentorMatched', {
                    name: (request.counselorId && nameOf(request.counselorId)) || '—',
                    months: request.months ?? 6,
                  })}
                </Badge>
              )}
            </li>
          ))}
        </ul>
      )}
      {!waiting && (
        <form noValidate onSubmit={(event) => void submit(event)}>
          <TextField
            form={form}
            name="text"
            rows={3}
            maxLength={5000}
            required
            label={t('care.requests.mentorLabel')}
            hint={t('care.requests.confidential')}
          />
          <SubmitButton
            busy={form.submitting}
            label={t('care.requests.mentorSubmit')}
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
  return (
    <section className="mt-4" aria-labelledby="care-requests-heading">
      <h3 id="care-requests-heading" className="h5">
        {t('care.requests.heading')}
      </h3>
      <SlidingScale types={types} />
      <Mentoring nameOf={nameOf} />
    </section>
  );
}
