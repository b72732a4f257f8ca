import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Registration } from '@ministry/contracts/event-signup';
import { localeOf } from '@ministry/contracts/language';
import { useLanguage } from '@ministry/platform/i18n';
import type { OccurrenceRegistrations } from '../api/registrations';
import { NAMESPACE } from '../../../i18n';
import { splitRegistrations } from './attendee-list';

/** Letters without accents, lowercased: "maría" is found by "maria". */
function folded(text: string, locale: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase(locale);
}

interface CheckInViewProps {
  list: OccurrenceRegistrations;
  onToggle: (registration: Registration) => void;
}

/**
 * The check-in of a day, made for a phone at the door: every confirmed person as a big button; a
 * tap marks her there (pressed), another tap undoes it. The count of those here stays in view.
 */
export function CheckInView({ list, onToggle }: CheckInViewProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const findId = useId();
  const [query, setQuery] = useState('');
  const { confirmed, attended } = splitRegistrations(list.registrations);
  const locale = localeOf(language);
  const byName = [...confirmed].sort((a, b) => a.name.localeCompare(b.name, locale));
  const wanted = folded(query.trim(), locale);
  const shown = wanted
    ? byName.filter((registration) => folded(registration.name, locale).includes(wanted))
    : byName;

  return (
    <div className="ev-checkin">
      <p className="ev-checkin-count" role="status" data-testid="attended-count">
        {t('checkIn.count', { attended: attended.length, total: confirmed.length })}
      </p>
      {confirmed.length === 0 ? (
        <p className="text-secondary">{t('checkIn.nobody')}</p>
      ) : (
        <>
          <p className="text-secondary mb-2">{t('checkIn.help')}</p>
          <div className="mb-3">
            <label htmlFor={findId} className="form-label visually-hidden">
              {t('checkIn.find')}
            </label>
            <input
              id={findId}
              type="search"
              className="form-control form-control-lg"
              placeholder={t('checkIn.find')}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              autoComplete="off"
            />
          </div>
          {shown.length === 0 && (
            <p className="text-secondary">{t('checkIn.noMatch', { query: query.trim() })}</p>
          )}
          <ul className="list-unstyled d-grid gap-2 mb-0" data-testid="check-in-list">
            {shown.map((registration) => (
              <li key={registration.id}>
                <button
                  type="button"
                  className="ev-checkin-button"
                  aria-pressed={registration.attended}
                  onClick={() => onToggle(registration)}
                >
                  <span className="ev-checkin-mark" aria-hidden="true">
                    {registration.attended ? '✓' : ''}
                  </span>
                  <span className="ev-checkin-name">{registration.name}</span>
                  {registration.attended && <span className="ev-checkin-here">{t('checkIn.here')}</span>}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
