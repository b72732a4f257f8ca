import { useTranslation } from 'react-i18next';
import { Portrait } from '../../../components/portrait';
import { usePickText } from '../../../components/site-content';
import { NAMESPACE } from '../../../i18n';
import type { CounselorWithMember } from '../catalogue';

/** A counselor: her team member's photo, name and role, the languages she counsels in, how she meets. */
export function CounselorCard({ counselor, member }: CounselorWithMember) {
  const { t } = useTranslation(NAMESPACE);
  const pick = usePickText();
  const names = counselor.languages.map((language) =>
    t(`counselingPage.counselors.languageNames.${language}`),
  );
  const languages =
    names.length === 2 ? t('counselingPage.counselors.and', { first: names[0], second: names[1] }) : names[0];
  return (
    <article className="card ct-card ct-member h-100 text-center" data-testid={`counselor-${member.id}`}>
      <div className="card-body d-flex flex-column align-items-center p-4">
        <Portrait photo={member.photo} name={member.name} className="ct-portrait mb-3" size={120} />
        <h3 className="h5 mb-1">{member.name}</h3>
        <p className="ct-role mb-3">{pick(member.role)}</p>
        {languages && <p className="mb-2">{t('counselingPage.counselors.languages', { languages })}</p>}
        <p className="mb-0 text-secondary">
          <span className="visually-hidden">{t('counselingPage.counselors.modesLabel')}: </span>
          {counselor.modes.map((mode) => t(`counselingPage.counselors.modes.${mode}`)).join(' · ')}
        </p>
      </div>
    </article>
  );
}
