import '../styles/content.css';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ApiError, withReference } from '@ministry/platform/api';
import { ErrorAlert } from '@ministry/platform/states';
import { ContentPage } from '../components/content-page';
import { ContentCard } from '../components/sections';
import outreachEn from '../locales/en/outreach.json';
import outreachEs from '../locales/es/outreach.json';
import { NAMESPACE, registerTexts } from '../i18n';
import { confirmSubscription } from '../features/outreach/api/outreach';
import { useFragmentToken } from '@ministry/platform/fragment-token';

registerTexts({ en: outreachEn, es: outreachEs });

type Outcome = 'waiting' | 'confirmed' | 'invalid';

/**
 * /mailing-lists/confirm#token=…, the link a visitor's sign-up e-mails her. Opening it changes nothing
 * (mail scanners open links); her press of the button POSTs the token and records her consent.
 */
export default function ConfirmListSubscriptionPage() {
  const { t } = useTranslation(NAMESPACE);
  const token = useFragmentToken();
  const [outcome, setOutcome] = useState<Outcome>('waiting');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const said = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (outcome !== 'waiting') said.current?.focus();
  }, [outcome]);

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await confirmSubscription(token);
      setOutcome('confirmed');
    } catch (error) {
      if (error instanceof ApiError && [400, 404, 410].includes(error.status)) setOutcome('invalid');
      else setFailure(withReference(error, t('outreach.confirm.failed')));
    } finally {
      setBusy(false);
    }
  };

  const heading = {
    waiting: t('pages.confirmSubscription.title'),
    confirmed: t('outreach.confirm.doneTitle'),
    invalid: t('outreach.confirm.invalidTitle'),
  }[outcome];
  return (
    <ContentPage title={t('pages.confirmSubscription.title')} heading={heading}>
      <section className="ct-section">
        <div className="container ct-narrow">
          <ContentCard>
            {outcome === 'waiting' ? (
              <>
                <p>{t('outreach.confirm.intro')}</p>
                <ErrorAlert>{failure}</ErrorAlert>
                <button
                  type="button"
                  className="btn btn-primary"
                  disabled={busy}
                  onClick={() => void confirm()}
                >
                  {busy ? (
                    <>
                      <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
                      {t('outreach.confirm.busy')}
                    </>
                  ) : (
                    t('outreach.confirm.button')
                  )}
                </button>
              </>
            ) : (
              <p ref={said} tabIndex={-1} role="status" data-testid="confirm-list-outcome">
                {t(outcome === 'confirmed' ? 'outreach.confirm.doneBody' : 'outreach.confirm.invalidBody')}
              </p>
            )}
            <p className="mt-3 mb-0">
              <Link to="/announcements" className="ct-link-arrow">
                {t('outreach.confirm.toArchive')}
              </Link>
            </p>
          </ContentCard>
        </div>
      </section>
    </ContentPage>
  );
}
