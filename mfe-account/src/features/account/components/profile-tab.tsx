import { useTranslation } from 'react-i18next';
import { profileFormSchema } from '@ministry/contracts/auth';
import type { User } from '@ministry/contracts/user';
import { useSession } from '@ministry/platform/session';
import { toast } from '@ministry/platform/toast';
import { useForm } from '@ministry/platform/use-form';
import { NAMESPACE } from '../../../i18n';
import { saveProfile } from '../api/account';
import { AccountForm, toastFailure } from './account-form';
import { EmailSection } from './email-section';
import { LanguagePreference } from './language-preference';
import { NameFields } from './name-fields';

export function ProfileTab({ user }: { user: User }) {
  const { t } = useTranslation(NAMESPACE);
  const { refresh } = useSession();
  const form = useForm(profileFormSchema, {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
  });
  const onSubmit = form.handleSubmit(
    async (input) => {
      await saveProfile(input);
      await refresh();
      toast({
        title: t('account.profileSaved'),
        description: t('account.profileSavedBody'),
        variant: 'success',
      });
    },
    toastFailure('Saving the profile', t('account.saveFailed')),
  );

  return (
    <>
      <AccountForm
        headingId="profile-heading"
        heading={t('account.profileHeading')}
        level={2}
        onSubmit={onSubmit}
        busy={form.submitting}
        label={t('account.save')}
        busyLabel={t('account.saving')}
      >
        <p className="text-secondary">{t('account.profileIntro')}</p>
        <NameFields form={form} />
      </AccountForm>
      <hr className="my-4" />
      <EmailSection user={user} />
      <hr className="my-4" />
      <LanguagePreference user={user} />
    </>
  );
}
