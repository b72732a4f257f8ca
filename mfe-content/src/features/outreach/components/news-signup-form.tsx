import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, withReference } from '@ministry/platform/api';
import { TextField } from '@ministry/platform/form-field';
import { useLanguage } from '@ministry/platform/i18n';
import { ListChoices } from '@ministry/platform/list-choices';
import { ErrorAlert } from '@ministry/platform/states';
import { SubmitButton } from '@ministry/platform/submit-button';
import { useForm } from '@ministry/platform/use-form';
import { NAMESPACE } from '../../../i18n';
import { subscribeToLists, usePublicLists } from '../api/outreach';

// The schema (and yup) loads once the form is first edited: the archive shows the form without it.
const loadSchema = () => import('@ministry/contracts/outreach').then((module) => module.listSubscribeSchema);

const EMPTY: { email: string; lists: string[] } = { email: '', lists: [] };

/**
 * "Get our news by email" on /announcements: her address and the lists she wants (none chosen
 * beforehand), checked with the schema POST /api/mailing-lists/subscribe uses. The service answers the
 * same whatever the address, and the page then says to look for the confirmation link.
 */
export function NewsSignupForm() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { data: lists, error: listsError } = usePublicLists();
  const form = useForm(loadSchema, EMPTY);
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const done = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (sentTo) done.current?.focus();
  }, [sentTo]);

  if (sentTo) {
    return (
      <div role="status" data-testid="news-signup-sent">
        <h3 ref={done} tabIndex={-1} className="h5 ct-card-title">
          {t('outreach.signup.sentTitle')}
        </h3>
        <p className="mb-0">{t('outreach.signup.sentBody', { email: sentTo })}</p>
      </div>
    );
  }
  if (listsError) return <p className="text-secondary mb-0">{t('shared.contentUnavailable')}</p>;
  if (!lists) return null;
  if (!lists.length) return <p className="text-secondary mb-0">{t('outreach.signup.noLists')}</p>;

  const onSubmit = form.handleSubmit(
    async (input) => {
      setFailure(null);
      await subscribeToLists({ ...input, language });
      setSentTo(input.email);
    },
    (error) => {
      // A refusal the service explains (a bad field, too many requests) is said in its words.
      const own = error instanceof ApiError && error.status < 500 ? error.serverMessage : undefined;
      setFailure(withReference(error, own ?? t('outreach.signup.failed')));
    },
  );

  const toggle = (id: string, checked: boolean) => {
    const current = form.values.lists;
    form.setValue('lists', checked ? [...current, id] : current.filter((chosen) => chosen !== id));
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="news-signup-title"
      aria-busy={form.submitting}
    >
      <fieldset disabled={form.submitting} className="border-0 p-0 m-0">
        <TextField
          form={form}
          name="email"
          type="email"
          inputMode="email"
          maxLength={254}
          label={t('outreach.signup.email')}
        />
        <ListChoices
          legend={t('outreach.signup.lists')}
          legendClassName="form-label fs-6"
          lists={lists}
          chosen={form.values.lists}
          error={form.errors.lists}
          onToggle={toggle}
        />
      </fieldset>
      <ErrorAlert>{failure}</ErrorAlert>
      <SubmitButton
        busy={form.submitting}
        label={t('outreach.signup.submit')}
        busyLabel={t('outreach.signup.sending')}
      />
    </form>
  );
}
