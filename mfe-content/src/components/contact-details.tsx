import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ministryCityLine, ministryPhoneHref } from '@ministry/contracts/ministry';
import type { MinistryContent } from '@ministry/contracts/site-content';
import {
  FacebookIcon,
  InstagramIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  YoutubeIcon,
} from '@ministry/platform/icons';
import { NAMESPACE } from '../i18n';

/** The ministry's e-mail, phone and street address, from its published `ministry` document (as the site footer). */
export function ContactDetails({ ministry }: { ministry: MinistryContent }) {
  const { t: tc } = useTranslation(NAMESPACE);
  const { email, phone } = ministry;
  const details = [
    { label: 'email', Icon: MailIcon, value: <a href={`mailto:${email}`}>{email}</a> },
    { label: 'phone', Icon: PhoneIcon, value: <a href={ministryPhoneHref(ministry)}>{phone}</a> },
    {
      label: 'address',
      Icon: MapPinIcon,
      value: (
        <address className="mb-0">
          {ministry.address.street}
          <br />
          {ministryCityLine(ministry)}
        </address>
      ),
    },
  ] as const;
  return (
    <ul className="list-unstyled ct-contact-details mb-0">
      {details.map(({ label, Icon, value }) => (
        <li key={label}>
          <span className="ct-contact-icon">
            <Icon />
          </span>
          <span>
            <span className="ct-contact-label">{tc(`shared.${label}`)}</span>
            {value}
          </span>
        </li>
      ))}
    </ul>
  );
}

const ICONS = { facebook: FacebookIcon, instagram: InstagramIcon, youtube: YoutubeIcon };

/** The networks a team member's card shows, as placeholders: a member's own profiles are not known. */
export const MEMBER_NETWORKS: MinistryContent['social'] = (['facebook', 'instagram', 'youtube'] as const).map(
  (network) => ({ id: network, network, url: '' }),
);

// A link with no target yet (a network where the ministry has no account) goes nowhere.
export const stayOnPage = (event: MouseEvent) => event.preventDefault();

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
        const Icon = ICONS[key];
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
