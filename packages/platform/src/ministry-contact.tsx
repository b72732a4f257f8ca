import type { MouseEvent, ReactNode } from 'react';
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

/** Each social network's icon. */
export const SOCIAL_ICONS = { facebook: FacebookIcon, instagram: InstagramIcon, youtube: YoutubeIcon };

// A link with no target yet (a network where the ministry has no account) goes nowhere.
export const stayOnPage = (event: MouseEvent) => event.preventDefault();

export interface ContactLine {
  key: 'email' | 'phone' | 'address';
  Icon: typeof MailIcon;
  /** Where the line leads: none for the street address. */
  href?: string;
  value: ReactNode;
}

/** The ministry's e-mail, phone and street address (its two lines), each with its icon, from its `ministry` document. */
export const ministryContactLines = (ministry: MinistryContent): ContactLine[] => [
  { key: 'email', Icon: MailIcon, href: `mailto:${ministry.email}`, value: ministry.email },
  { key: 'phone', Icon: PhoneIcon, href: ministryPhoneHref(ministry), value: ministry.phone },
  {
    key: 'address',
    Icon: MapPinIcon,
    value: (
      <>
        {ministry.address.street}
        <br />
        {ministryCityLine(ministry)}
      </>
    ),
  },
];
