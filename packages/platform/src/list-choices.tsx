import { useId } from 'react';
import type { Language } from '@ministry/contracts/language';
import type { MailingListSummary } from '@ministry/contracts/outreach';
import { useLanguage } from '@ministry/platform/i18n';
import { useMessage } from '@ministry/platform/messages';

/** A list's name and description in the page's language (the English ones when the Spanish are empty). */
export function listTexts(list: MailingListSummary, language: Language) {
  const spanish = language === 'es';
  return {
    name: (spanish && list.nameEs.trim()) || list.name,
    description: (spanish && list.descriptionEs.trim()) || list.description,
  };
}

/** `chosen` with `id` added or taken out. */
export const toggled = (chosen: readonly string[], id: string, checked: boolean) =>
  checked ? [...chosen.filter((each) => each !== id), id] : chosen.filter((each) => each !== id);

/**
 * Mailing lists as boxes (or switches) under one legend: each named by the list and described by its
 * description; checked only when `chosen` holds it. An `error` (a message key or text) marks every box
 * invalid and is said under them.
 */
export function ListChoices({
  lists,
  chosen,
  onToggle,
  legend,
  legendClassName = 'form-label fs-6 mb-1',
  hint,
  error,
  type = 'checkbox',
  disabled = false,
}: {
  lists: readonly MailingListSummary[];
  chosen: readonly string[];
  onToggle: (id: string, checked: boolean) => void;
  legend: string;
  legendClassName?: string;
  hint?: string;
  error?: string;
  type?: 'checkbox' | 'switch';
  disabled?: boolean;
}) {
  const language = useLanguage();
  const id = useId();
  const message = useMessage(error);
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <fieldset className="mb-3" disabled={disabled} aria-describedby={describedBy || undefined}>
      <legend className={legendClassName}>{legend}</legend>
      {hint && (
        <small id={`${id}-hint`} className="form-text d-block mb-2">
          {hint}
        </small>
      )}
      {lists.map((list) => {
        const boxId = `${id}-${list.id}`;
        const { name, description } = listTexts(list, language);
        return (
          <div
            key={list.id}
            className={['form-check mb-2', type === 'switch' && 'form-switch'].filter(Boolean).join(' ')}
          >
            <input
              type="checkbox"
              role={type === 'switch' ? 'switch' : undefined}
              className={['form-check-input', error && 'is-invalid'].filter(Boolean).join(' ')}
              id={boxId}
              name="lists"
              value={list.id}
              checked={chosen.includes(list.id)}
              onChange={(event) => onToggle(list.id, event.target.checked)}
              aria-invalid={error ? true : undefined}
              aria-describedby={description ? `${boxId}-help` : undefined}
            />
            <label className="form-check-label" htmlFor={boxId}>
              {name}
            </label>
            {description && (
              <small id={`${boxId}-help`} className="form-text d-block">
                {description}
              </small>
            )}
          </div>
        );
      })}
      {error && (
        <div id={`${id}-error`} role="alert" className="invalid-feedback d-block">
          {message}
        </div>
      )}
    </fieldset>
  );
}
