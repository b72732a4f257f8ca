import { useId } from 'react';
import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';
import { useCareNames } from './use-care-names';

/** A small select of the active counselors (mentors only, if asked), named by their team member. */
export function CounselorPicker({
  label,
  context,
  value,
  onChange,
  mentorsOnly = false,
  disabled,
}: {
  label: string;
  /** What the choice is for, after the label, for a screen reader ("Request received Mar 4"). */
  context?: string;
  value: string;
  onChange: (counselorId: string) => void;
  mentorsOnly?: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const { counselors, teamName } = useCareNames();
  const shown = counselors.filter((entry) => entry.active && (!mentorsOnly || entry.mentor));
  return (
    <div className="d-flex align-items-center gap-2">
      <Form.Label htmlFor={id} className="small mb-0 text-nowrap">
        {label}
        {context && <span className="visually-hidden"> {context}</span>}
      </Form.Label>
      <Form.Select
        id={id}
        size="sm"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('care.requests.unassigned')}</option>
        {shown.map((counselor) => (
          <option key={counselor.id} value={counselor.id}>
            {teamName(counselor.teamSlug)}
          </option>
        ))}
      </Form.Select>
    </div>
  );
}
