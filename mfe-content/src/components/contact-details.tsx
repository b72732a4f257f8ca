import { useTranslation } from 'react-i18next';
import { MailIcon, MapPinIcon, PhoneIcon } from '@ministry/platform/icons';
import { MINISTRY, SOCIAL_LINKS, stayOnPage, telHref } from '@ministry/platform/ministry';
import { NAMESPACE } from '../i18n';

/** The ministry's e-mail, phone and street address in Ridgewood (shared with the site footer). */
export function ContactDetails() {
  const { t: tc } = useTranslation(NAMESPACE);
  const { email, phone } = MINISTRY;
  return (
    <ul className="list-unstyled ct-contact-details mb-0">
      <li>
        <span className="ct-contact-icon">
          <MailIcon />
        </span>
        <span>
          <span className="ct-contact-label">{tc('shared.email')}</span>
          <a href={`mailto:${email}`}>{email}</a>
        </span>
      </li>
      <li>
        <span className="ct-contact-icon">
          <PhoneIcon />
        </span>
        <span>
          <span className="ct-contact-label">{tc('shared.phone')}</span>
          <a href={telHref(phone)}>{phone}</a>
        </span>
      </li>
      <li>
        <span className="ct-contact-icon">
          <MapPinIcon />
        </span>
        <span>
          <span className="ct-contact-label">{tc('shared.address')}</span>
          <address className="mb-0">
            {MINISTRY.street}
            <br />
            {MINISTRY.city}
          </address>
        </span>
      </li>
    </ul>
  );
}

/** Placeholder links to three social networks. */
export function SocialLinks({ label }: { label?: (network: string) => string }) {
  const { t: tc } = useTranslation(NAMESPACE);
  return (
    <ul className="list-inline mb-0 ct-social">
      {SOCIAL_LINKS.map(({ key, name: network, Icon }) => {
        return (
          <li key={key} className="list-inline-item">
            <a
              href="#"
              onClick={stayOnPage}
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
