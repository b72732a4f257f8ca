import '../styles/content.css';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { mailingListName, type UnsubscribeInfo } from '@ministry/contracts/outreach';
import { ApiError, withReference } from '@ministry/platform/api';
import { currentLanguage, setLanguage, useLanguage } from '@ministry/platform/i18n';
import { ErrorAlert, ErrorState, LoadingState } from '@ministry/platform/states';
import { ContentPage } from '../components/content-page';
import { ContentCard } from '../components/sections';
import outreachEn from '../locales/en/outreach.json';
import outreachEs from '../locales/es/outreach.json';
import { NAMESPACE, registerTexts } from '../i18n';
import { fetchUnsubscribeInfo, unsubscribe } from '../features/outreach/api/outreach';

registerTexts({ en: outreachEn, es: outreachEs });

type State =
  | { kind: 'loading' }
  | { kind: 'invalid' }
  | { kind: 'failed'; error: unknown }
  | { kind: 'ready'; info: UnsubscribeInfo; done: boolean };

/** A link that no longer names a subscription: the service's refusals of a token. */
const isInvalidLink = (error: unknown) => error instanceof ApiError && [400, 404, 410].includes(error.status);

/**
 * /unsubscribe/:token, the page of the link in every announcement (issue 44). Opening it only reads
 * what the link names (GET, which never changes anything: link scanners open it too), in the language
 * she saved; the button's POST unsubscribes her from that one list. Then it says what still arrives
 * and where to choose her lists again.
 */
export default function UnsubscribePage() {
  const { t } = useTranslation(NAMESPACE);
  const { t: common } = useTranslation('common');
  const language = useLanguage();
  const { token = '' } = useParams();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const outcome = useRef<HTMLParagraphElement>(null);

  const load = useCallback(() => {
    setState({ kind: 'loading' });
    fetchUnsubscribeInfo(token)
      .then(async (info) => {
        // The page opens in her language; switching it afterwards is hers to do.
        if (info.language !== currentLanguage()) await setLanguage(info.language);
        setState({ kind: 'ready', info, done: false });
      })
      .catch((error: unknown) =>
        setState(isInvalidLink(error) ? { kind: 'invalid' } : { kind: 'failed', error }),
      );
  }, [token]);

  useEffect(load, [load]);

  const done = state.kind === 'ready' && state.done;
  useEffect(() => {
    if (done) outcome.current?.focus();
  }, [done]);

  const confirm = async (info: UnsubscribeInfo) => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await unsubscribe(token);
      setState({ kind: 'ready', info, done: true });
    } catch (error) {
      if (isInvalidLink(error)) setState({ kind: 'invalid' });
      else setFailure(withReference(error, t('outreach.unsubscribe.failed')));
    } finally {
      setBusy(false);
    }
  };

  const title = t('pages.unsubscribe.title');
  if (state.kind === 'loading')
    return (
      <ContentPage title={title}>
        <LoadingState />
      </ContentPage>
    );
  if (state.kind === 'failed')
    return (
      <ContentPage title={title}>
        <div className="container ct-narrow">
          <ErrorState message={withReference(state.error, common('state.error'))} onRetry={load} />
        </div>
      </ContentPage>
    );
  if (state.kind === 'invalid')
    return (
      <ContentPage title={title} heading={t('outreach.unsubscribe.invalidTitle')}>
        <section className="ct-section">
          <div className="container ct-narrow text-center" data-testid="unsubscribe-invalid">
            <p>{t('outreach.unsubscribe.invalidBody')}</p>
            <Link to="/contact" className="btn btn-outline-primary">
              {t('pages.contact.title')}
            </Link>
          </div>
        </section>
      </ContentPage>
    );

  const { info } = state;
  const finished = state.done || !info.subscribed;
  const list = mailingListName(info.list, language);
  const preferences = info.member
    ? { to: '/account', label: t('outreach.unsubscribe.preferencesAccount') }
    : { to: '/announcements#news-signup', label: t('outreach.unsubscribe.preferencesVisitor') };
  return (
    <ContentPage
      title={title}
      heading={finished ? t('outreach.unsubscribe.doneTitle') : t('outreach.unsubscribe.heading', { list })}
    >
      <section className="ct-section">
        <div className="container ct-narrow">
          <ContentCard>
            <p data-testid="unsubscribe-address">
              {t('outreach.unsubscribe.address', { email: info.email })}
            </p>
            {finished ? (
              <p ref={outcome} tabIndex={-1} role="status" data-testid="unsubscribe-outcome">
                {t(state.done ? 'outreach.unsubscribe.doneBody' : 'outreach.unsubscribe.alreadyBody', {
                  list,
                })}
              </p>
            ) : (
              <>
                <ErrorAlert>{failure}</ErrorAlert>
                <button
                  type="button"
                  className="btn btn-primary"
                  disabled={busy}
                  onClick={() => void confirm(info)}
                >
                  {busy ? (
                    <>
                      <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
                      {t('outreach.unsubscribe.busy')}
                    </>
                  ) : (
                    t('outreach.unsubscribe.button')
                  )}
                </button>
              </>
            )}
            <p className="mt-3 mb-0">
              <Link to={preferences.to} className="ct-link-arrow">
                {preferences.label}
              </Link>
            </p>
          </ContentCard>
        </div>
      </section>
    </ContentPage>
  );
}
