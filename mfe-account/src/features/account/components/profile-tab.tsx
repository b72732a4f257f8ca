import { useTranslation } from 'react-i18next';
import { profileFormSchema } from '@ministry/contracts/auth';
import type { User } from '@ministry/contracts/user';
import { useForm } from '@ministry/platform/use-form';
import { EmailListsCard } from '../../email-lists';
import { NAMESPACE } from '../../../i18n';
import { saveProfile } from '../api/account';
import { AccountForm } from './account-form';
import { EmailSection } from './email-section';
import { LanguagePreference } from './language-preference';
import { NameFields } from './name-fields';

export function ProfileTab({ user }: { user: User }) {
  const { t } = useTranslation(NAMESPACE);
  const form = useForm(profileFormSchema, {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
  });
  return (
    <>
      <AccountForm
        name="profile"
        form={form}
        save={async (input) => {
          await saveProfile(input);
          return t('account.profileSavedBody');
        }}
      >
        <p className="text-secondary">{t('account.profileIntro')}</p>
        <NameFields form={form} />
      </AccountForm>
      <hr className="my-4" />
      <EmailSection user={user} />
      <hr className="my-4" />
      <LanguagePreference user={user} />
      <hr className="my-4" />
      <EmailListsCard />
    </>
  );
}
