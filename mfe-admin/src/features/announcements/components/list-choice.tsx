import { useTranslation } from 'react-i18next';
import { mailingListName } from '@ministry/contracts/outreach';
import { useLanguage } from '@ministry/platform/i18n';
import { useMessage } from '@ministry/platform/messages';
import { ErrorState, LoadingState } from '@ministry/platform/states';
import { NAMESPACE } from '../../../i18n';
import { useMailingLists } from '../api/announcements';

/**
 * The lists an announcement goes to: a box per list with its subscriber count (a closed list shows
 * only when it is already chosen), its error under them.
 */
export function ListChoice({
  value,
  onChange,
  error,
}: {
  value: readonly string[];
  onChange: (lists: string[]) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { data, error: loadError, mutate } = useMailingLists();
  const message = useMessage(error);
  const errorId = 'adm-announcement-lists-error';
  let boxes;
  if (loadError)
    boxes = <ErrorState message={t('announcements.fields.listsLoadError')} onRetry={() => void mutate()} />;
  else if (!data) boxes = <LoadingState />;
  else {
    const shown = data.filter((list) => !list.closed || value.includes(list.id));
    boxes = shown.length ? (
      shown.map((list) => (
        <div className="form-check" key={list.id}>
          <input
            type="checkbox"
            className={`form-check-input${error ? ' is-invalid' : ''}`}
            id={`adm-announcement-list-${list.id}`}
            name="lists"
            value={list.id}
            checked={value.includes(list.id)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) =>
              onChange(event.target.checked ? [...value, list.id] : value.filter((each) => each !== list.id))
            }
          />
          <label className="form-check-label" htmlFor={`adm-announcement-list-${list.id}`}>
            {list.subscribers === null
              ? t('announcements.fields.listOptionUnknown', { name: mailingListName(list, language) })
              : t('announcements.fields.listOption', {
                  name: mailingListName(list, language),
                  count: list.subscribers,
                })}
            {list.closed && <span className="text-secondary"> · {t('announcements.fields.listClosed')}</span>}
          </label>
        </div>
      ))
    ) : (
      <p className="text-secondary small mb-0">{t('announcements.fields.noLists')}</p>
    );
  }
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6 mb-1">{t('announcements.fields.lists')}</legend>
      {boxes}
      {error && (
        <div id={errorId} role="alert" className="invalid-feedback d-block">
          {message}
        </div>
      )}
    </fieldset>
  );
}
