import { useId } from 'react';
import type { MailingListSummary } from '@ministry/contracts/outreach';
import { useLanguage } from '@ministry/platform/i18n';
import { listTexts } from '../api/mailing-lists';

/**
 * Mailing lists as boxes (or switches) under one legend: each named by the list and described by its
 * description; checked only when `chosen` holds it.
 */
export function ListChoices({
  lists,
  chosen,
  onToggle,
  legend,
  legendClassName = 'form-label fs-6 mb-1',
  hint,
  type = 'checkbox',
  disabled = false,
}: {
  lists: readonly MailingListSummary[];
  chosen: readonly string[];
  onToggle: (id: string, checked: boolean) => void;
  legend: string;
  legendClassName?: string;
  hint?: string;
  type?: 'checkbox' | 'switch';
  disabled?: boolean;
}) {
  const language = useLanguage();
  const id = useId();
  return (
    <fieldset className="mb-3" disabled={disabled} aria-describedby={hint ? `${id}-hint` : undefined}>
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
              className="form-check-input"
              id={boxId}
              name="lists"
              value={list.id}
              checked={chosen.includes(list.id)}
              onChange={(event) => onToggle(list.id, event.target.checked)}
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
    </fieldset>
  );
}

/** `chosen` with `id` added or taken out. */
export const toggled = (chosen: readonly string[], id: string, checked: boolean) =>
  checked ? [...chosen.filter((each) => each !== id), id] : chosen.filter((each) => each !== id);
