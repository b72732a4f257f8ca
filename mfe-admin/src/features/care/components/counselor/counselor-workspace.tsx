import { Alert } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@ministry/platform/api';
import { ErrorState, LoadingState } from '@ministry/platform/states';
import { NAMESPACE } from '../../../../i18n';
import { refreshAgenda, useOwnProfile } from '../../api/care';
import { Agenda } from './agenda';
import { HoursEditor } from './hours-editor';
import { MyRequests } from './my-requests';
import { OutsideHours } from './outside-hours';

/**
 * A counselor's own workspace: today's and this week's appointments, those outside her hours, her
 * hours, and the counseling requests assigned to her. Without a profile: an admin must set her up.
 */
export function CounselorWorkspace() {
  const { t } = useTranslation(NAMESPACE);
  const { data: profile, error, mutate: reload } = useOwnProfile();
  if (error instanceof ApiError && error.status === 403)
    return (
      <Alert variant="info" data-testid="care-no-profile">
        <Alert.Heading as="h3" className="h5">
          {t('care.noProfile.title')}
        </Alert.Heading>
        <p className="mb-0">{t('care.noProfile.body')}</p>
      </Alert>
    );
  if (error) return <ErrorState title={t('care.loadError')} onRetry={() => void reload()} />;
  if (!profile) return <LoadingState label={t('care.loading')} />;
  return (
    <>
      <Agenda />
      <OutsideHours />
      <HoursEditor
        profile={profile}
        onSaved={async (saved) => {
          await reload(saved, { revalidate: false });
          await refreshAgenda();
        }}
      />
      <MyRequests />
    </>
  );
}
