import { useTranslation } from 'react-i18next';
import { formatInstantMoment } from '@ministry/contracts/datetime';
import type { EventChange } from '@ministry/contracts/event';
import { useLanguage } from '@ministry/platform/i18n';
import { ErrorState, LoadingState } from '@ministry/platform/states';
import { NAMESPACE } from '../../../i18n';
import { useEventHistory } from '../api/use-admin-events';

/** How many of the latest changes the tab shows. */
export const HISTORY_SHOWN = 20;

/** The latest changes to events: who did what to which event, and when (New York time). */
export function EventHistory() {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { data: changes, error, mutate } = useEventHistory();
  const when = (change: EventChange) => formatInstantMoment(change.at, language, 'medium');

  let body;
  if (error) body = <ErrorState title={t('events.history.loadError')} onRetry={() => void mutate()} />;
  else if (!changes) body = <LoadingState label={t('events.history.loading')} />;
  else if (changes.length === 0) body = <p className="text-secondary mb-0">{t('events.history.empty')}</p>;
  else
    body = (
      <ol className="list-unstyled mb-0" data-testid="event-history">
        {changes.slice(0, HISTORY_SHOWN).map((change, index) => (
          <li key={`${change.eventId}-${change.at}-${index}`} className="py-2 border-bottom">
            <span>
              {t(`events.history.${change.action}`, { who: change.by.username, title: change.eventTitle })}
            </span>
            {change.fields.length > 0 && (
              <span className="text-secondary">
                {' '}
                (
                {change.fields
                  .map((field) => t(`events.history.fields.${field}`, { defaultValue: field }))
                  .join(', ')}
                )
              </span>
            )}
            <div className="small text-secondary">
              <time dateTime={change.at}>{when(change)}</time>
            </div>
          </li>
        ))}
      </ol>
    );

  return (
    <section aria-labelledby="adm-event-history-title" className="mt-4">
      <h3 className="h5" id="adm-event-history-title">
        {t('events.history.title')}
      </h3>
      <div className="bg-body rounded shadow-sm p-3">{body}</div>
    </section>
  );
}
