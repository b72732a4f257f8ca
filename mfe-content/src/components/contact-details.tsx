import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MINISTRY, ministryCityLine, ministryPhoneHref } from '@ministry/contracts/ministry';
import {
  FacebookIcon,
  InstagramIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  YoutubeIcon,
} from '@ministry/platform/icons';
import { NAMESPACE } from '../i18n';

/** The ministry's e-mail, phone and street address (@ministry/contracts/ministry, as the site footer). */
export function ContactDetails() {
  const { t: tc } = useTranslation(NAMESPACE);
  const { email, phone } = MINISTRY;
  const details = [
    { label: 'email', Icon: MailIcon, value: <a href={`mailto:${email}`}>{email}</a> },
    { label: 'phone', Icon: PhoneIcon, value: <a href={ministryPhoneHref}>{phone}</a> },
    {
      label: 'address',
      Icon: MapPinIcon,
      value: (
        <address className="mb-0">
          {MINISTRY.address.street}
          <br />
          {ministryCityLine}
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

// A link with no target yet (a network where the ministry has no account) goes nowhere.
export const stayOnPage = (event: MouseEvent) => event.preventDefault();

/**
 * Links to the ministry's social networks; with a label (a team member's), the same networks as
 * placeholders, since a member's own profiles are not known.
 */
export function SocialLinks({ label }: { label?: (network: string) => string }) {
  const { t } = useTranslation();
  const { t: tc } = useTranslation(NAMESPACE);
  return (
    <ul className="list-inline mb-0 ct-social">
      {MINISTRY.social.map(({ network: key, url }) => {
        const network = t(`social.${key}`);
        const Icon = ICONS[key];
        const href = label ? null : url;
        return (
          <li key={key} className="list-inline-item">
            <a
              href={href ?? '#'}
              onClick={href ? undefined : stayOnPage}
              className="ct-social-link"
              aria-label={label ? label(network) : tc('shared.socialPlaceholder', { network })}
            >
              <Icon />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
