import { useState } from 'react';
import { Badge, Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { CounselorProfile } from '@ministry/contracts/care';
import { fullName } from '@ministry/contracts/user';
import { NamedButton } from '@ministry/platform/named-button';
import { reportFailure, toastSuccess } from '@ministry/platform/toast';
import { NAMESPACE } from '../../../../i18n';
import { DataTable, RecordList, SectionHeading } from '../../../../kit';
import { updateCounselor, useCounselors } from '../../api/care';
import { CounselorForm } from './counselor-form';
import { useCareNames } from './use-care-names';

/** Every counselor (her team member's name, account, languages, ways of meeting), add, edit, (de)activate. */
export function CounselorsSection() {
  const { t } = useTranslation(NAMESPACE);
  const { data, error, mutate } = useCounselors();
  const { teamName, users } = useCareNames();
  const [editing, setEditing] = useState<CounselorProfile | 'new' | null>(null);
  const toggle = async (counselor: CounselorProfile) => {
    try {
      await updateCounselor(counselor.id, { active: !counselor.active });
      toastSuccess(t('care.counselors.updated'));
      await mutate();
    } catch (caught) {
      reportFailure('Changing a counselor', caught, { title: t('care.failed') });
    }
  };
  const account = (userId: string) => {
    const user = users.find((entry) => entry.id === userId);
    return user ? `${fullName(user)} (@${user.username})` : userId;
  };
  return (
    <section aria-labelledby="care-counselors" className="mb-4">
      <SectionHeading
        id="care-counselors"
        level={3}
        title={t('care.counselors.heading')}
        count={data?.counselors.length}
        actions={
          <Button size="sm" onClick={() => setEditing('new')}>
            {t('care.counselors.add')}
          </Button>
        }
      />
      <RecordList
        items={data?.counselors}
        error={error}
        onRetry={mutate}
        texts={{
          loadError: t('care.loadError'),
          loading: t('care.loading'),
          empty: t('care.counselors.empty'),
        }}
      >
        {(counselors) => (
          <DataTable
            testId="care-counselors"
            columns={['name', 'account', 'languages', 'modes', 'hours']}
            label={(key) =>
              ({
                name: t('care.counselors.teamMember'),
                account: t('care.counselors.user'),
                languages: t('care.hours.languages'),
                modes: t('care.hours.modes'),
                hours: t('care.hours.weekly'),
              })[key]
            }
            actions={t('care.agenda.columns.actions')}
          >
            {counselors.map((counselor) => {
              const name = teamName(counselor.teamSlug);
              return (
                <tr key={counselor.id} data-testid="care-counselor" data-counselor={counselor.id}>
                  <th scope="row">
                    {name}{' '}
                    <Badge bg={counselor.active ? 'success' : 'secondary'}>
                      {counselor.active ? t('care.counselors.active') : t('care.counselors.inactive')}
                    </Badge>
                    {counselor.mentor && (
                      <Badge bg="info" text="dark" className="ms-1">
                        {t('care.counselors.mentor')}
                      </Badge>
                    )}
                  </th>
                  <td className="text-break">{account(counselor.userId)}</td>
                  <td>{counselor.languages.map((language) => t(`care.languages.${language}`)).join(', ')}</td>
                  <td>{counselor.modes.map((mode) => t(`care.modes.${mode}`)).join(', ')}</td>
                  <td>{t('care.counselors.hoursSummary', { count: counselor.weeklyHours.length })}</td>
                  <td className="text-md-end">
                    <div className="d-flex flex-wrap gap-1 justify-content-md-end">
                      <NamedButton
                        variant="outline-primary"
                        label={t('care.counselors.edit')}
                        name={name}
                        onClick={() => setEditing(counselor)}
                      />
                      <NamedButton
                        variant="outline-secondary"
                        label={
                          counselor.active ? t('care.counselors.deactivate') : t('care.counselors.activate')
                        }
                        name={name}
                        onClick={() => void toggle(counselor)}
                      />
                    </div>
                  </td>
                </tr>
              );
            })}
          </DataTable>
        )}
      </RecordList>
      {editing && (
        <CounselorForm
          counselor={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={mutate}
        />
      )}
    </section>
  );
}
