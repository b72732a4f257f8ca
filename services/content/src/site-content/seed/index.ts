import type { BannerContent, SiteContentDocuments, SiteContentKey } from '@ministry/contracts/site-content';
import { MINISTRY_CONTENT } from '@ministry/contracts/ministry';
import { ABOUT_SEED } from './about';
import { FAQ_SEED } from './faq';
import { HOME_SEED } from './home';
import { SERVICES_SEED } from './services';
import { TEAM_SEED } from './team';
import { TESTIMONIALS_SEED } from './testimonials';

const NO_BANNER: BannerContent = { text: { en: '', es: '' }, link: '', startsOn: '', endsOn: '' };

/**
 * The site as it was first written (the content remote's texts, people and details), published as
 * revision 1 of each key on a new site. Photos are added by seed.ts from the service's own drawings.
 */
export const SITE_CONTENT_SEED: { [K in SiteContentKey]: SiteContentDocuments[K] } = {
  home: HOME_SEED,
  about: ABOUT_SEED,
  services: SERVICES_SEED,
  team: TEAM_SEED,
  testimonials: TESTIMONIALS_SEED,
  faq: FAQ_SEED,
  ministry: MINISTRY_CONTENT,
  banner: NO_BANNER,
};
