import { useTranslation } from 'react-i18next';
import type { MinistryContent } from '@ministry/contracts/site-content';
import { ministryContactLines, SOCIAL_ICONS, stayOnPage } from '@ministry/platform/ministry-contact';
import { NAMESPACE } from '../i18n';

/** The ministry's e-mail, phone and street address, from its published `ministry` document (as the site footer). */
export function ContactDetails({ ministry }: { ministry: MinistryContent }) {
  const { t: tc } = useTranslation(NAMESPACE);
  return (
    <ul className="list-unstyled ct-contact-details mb-0">
      {ministryContactLines(ministry).map(({ key, Icon, href, value }) => (
        <li key={key}>
          <span className="ct-contact-icon">
            <Icon />
          </span>
          <span>
            <span className="ct-contact-label">{tc(`shared.${key}`)}</span>
            {href ? <a href={href}>{value}</a> : <address className="mb-0">{value}</address>}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The networks a team member's card shows, as placeholders: a member's own profiles are not known. */
export const MEMBER_NETWORKS: MinistryContent['social'] = (['facebook', 'instagram', 'youtube'] as const).map(
  (network) => ({ id: network, network, url: '' }),
);

/**
 * Links to the ministry's social networks (a network without an address is a placeholder, "coming
 * soon"); with a label (a team member's), those networks as placeholders named by it.
 */
export function SocialLinks({
  social,
  label,
}: {
  social: MinistryContent['social'];
  label?: (network: string) => string;
}) {
  const { t } = useTranslation();
  const { t: tc } = useTranslation(NAMESPACE);
  return (
    <ul className="list-inline mb-0 ct-social">
      {social.map(({ id, network: key, url }) => {
        const network = t(`social.${key}`);
        const Icon = SOCIAL_ICONS[key];
        const href = label ? '' : url;
        const name = label ? label(network) : href ? network : tc('shared.socialPlaceholder', { network });
        return (
          <li key={id} className="list-inline-item">
            <a
              href={href || '#'}
              onClick={href ? undefined : stayOnPage}
              className="ct-social-link"
              aria-label={name}
            >
              <Icon />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
