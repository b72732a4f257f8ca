import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { myListsSchema } from '@ministry/contracts/outreach';
import { ListChoices, toggled } from '@ministry/platform/list-choices';
import { SectionCard } from '@ministry/platform/section-card';
import { SubmitButton } from '@ministry/platform/submit-button';
import { reportFailure, toastSuccess } from '@ministry/platform/toast';
import { NAMESPACE } from '../texts';
import { saveMyLists, useMyLists } from '../api/mailing-lists';

/**
 * The Profile tab's "Email lists" card: every open list as a switch, on only where she is subscribed;
 * Save sends her whole choice (PUT /api/account/mailing-lists), each change a record of her consent.
 * While her address is not verified, a note says her choices wait for it.
 */
export function EmailListsCard() {
  const { t } = useTranslation(NAMESPACE);
  const { data, error, mutate } = useMyLists();
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [saving, setSaving] = useState(false);

  // Her saved choice, until she changes a switch.
  useEffect(() => {
    if (data) setChosen(data.lists.filter((list) => list.subscribed).map((list) => list.id));
  }, [data]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || !chosen) return;
    setSaving(true);
    try {
      const input = await myListsSchema.validate({ lists: chosen });
      const saved = await saveMyLists(input);
      if (saved) await mutate(saved, { revalidate: false });
      else await mutate();
      toastSuccess(t('emailLists.saved'), t('emailLists.savedBody'));
    } catch (failure) {
      reportFailure('Saving the email lists', failure, {
        title: t('emailLists.saveFailed'),
        message: t('emailLists.saveFailed'),
      });
    } finally {
      setSaving(false);
    }
  };

  let body;
  if (error)
    body = (
      <>
        <p className="text-secondary">{t('emailLists.loadFailed')}</p>
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => void mutate()}>
          {t('emailLists.retry')}
          <span className="visually-hidden"> {t('emailLists.heading')}</span>
        </button>
      </>
    );
  else if (!data || !chosen)
    body = (
      <div className="spinner-border spinner-border-sm text-secondary" role="status">
        <span className="visually-hidden">{t('state.loading', { ns: 'common' })}</span>
      </div>
    );
  else if (!data.lists.length) body = <p className="text-secondary mb-0">{t('emailLists.none')}</p>;
  else
    body = (
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="email-lists-heading">
        {data.pendingVerification && (
          <p className="alert alert-info" data-testid="email-lists-pending">
            {t('emailLists.pendingVerification')}
          </p>
        )}
        <ListChoices
          type="switch"
          legend={t('emailLists.heading')}
          legendClassName="visually-hidden"
          lists={data.lists}
          chosen={chosen}
          disabled={saving}
          onToggle={(id, checked) => setChosen((current) => toggled(current ?? [], id, checked))}
        />
        <SubmitButton busy={saving} label={t('emailLists.save')} busyLabel={t('emailLists.saving')} />
      </form>
    );

  return (
    <SectionCard
      headingId="email-lists-heading"
      title={t('emailLists.heading')}
      intro={t('emailLists.intro')}
    >
      {body}
    </SectionCard>
  );
}
