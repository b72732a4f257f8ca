import { useId } from 'react';
import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { reportFailure, toastSuccess } from '@ministry/platform/toast';
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

/** The picker that assigns a request at once: a toast and the list refreshed, or the failure said. */
export function AssignPicker({
  what,
  assign,
  onAssigned,
  ...picker
}: Omit<Parameters<typeof CounselorPicker>[0], 'onChange'> & {
  /** What failed, for the log ("Assigning a request"). */
  what: string;
  assign: (counselorId: string) => Promise<unknown>;
  onAssigned: () => unknown;
}) {
  const { t } = useTranslation(NAMESPACE);
  const choose = async (counselorId: string) => {
    if (!counselorId) return;
    try {
      await assign(counselorId);
      toastSuccess(t('care.requests.assignedDone'));
      await onAssigned();
    } catch (caught) {
      reportFailure(what, caught, { title: t('care.failed') });
    }
  };
  return <CounselorPicker {...picker} onChange={(counselorId) => void choose(counselorId)} />;
}
