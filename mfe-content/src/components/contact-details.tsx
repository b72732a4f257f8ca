import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FacebookIcon,
  InstagramIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  YoutubeIcon,
} from '@ministry/platform/icons';
import { NAMESPACE } from '../i18n';

/** The ministry's e-mail, phone and street address in Ridgewood (shared with the site footer). */
export function ContactDetails() {
  const { t } = useTranslation();
  const { t: tc } = useTranslation(NAMESPACE);
  const email = t('contactInfo.email');
  const phone = t('contactInfo.phone');
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
          <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
        </span>
      </li>
      <li>
        <span className="ct-contact-icon">
          <MapPinIcon />
        </span>
        <span>
          <span className="ct-contact-label">{tc('shared.address')}</span>
          <address className="mb-0">
            {t('contactInfo.street')}
            <br />
            {t('contactInfo.city')}
          </address>
        </span>
      </li>
    </ul>
  );
}

export const SOCIAL_NETWORKS = [
  { key: 'facebook', Icon: FacebookIcon },
  { key: 'instagram', Icon: InstagramIcon },
  { key: 'youtube', Icon: YoutubeIcon },
] as const;

// The ministry has no social accounts to link yet (placeholder targets): the links go nowhere.
export const stayOnPage = (event: MouseEvent) => event.preventDefault();

/** Placeholder links to three social networks. */
export function SocialLinks({ label }: { label?: (network: string) => string }) {
  const { t } = useTranslation();
  const { t: tc } = useTranslation(NAMESPACE);
  return (
    <ul className="list-inline mb-0 ct-social">
      {SOCIAL_NETWORKS.map(({ key, Icon }) => {
        const network = t(`social.${key}`);
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
