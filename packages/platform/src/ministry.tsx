import type { MouseEvent, SVGProps } from 'react';
import { MINISTRY, type SocialNetwork } from '@ministry/contracts/ministry';
import { FacebookIcon, InstagramIcon, YoutubeIcon } from './icons';

export { MINISTRY, ministryName, telHref } from '@ministry/contracts/ministry';

const ICONS: Record<SocialNetwork['key'], (props: SVGProps<SVGSVGElement>) => JSX.Element> = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  youtube: YoutubeIcon,
};

/** The ministry's social networks (from contracts) with their icons, for the footer and the contact page. */
export const SOCIAL_LINKS = MINISTRY.social.map((network) => ({ ...network, Icon: ICONS[network.key] }));

// The ministry has no social accounts to link yet: the icons stay, the links go nowhere.
export const stayOnPage = (event: MouseEvent) => event.preventDefault();
