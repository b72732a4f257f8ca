import type { Language } from './language';
import type { ServiceIcon } from './services-catalog';

/**
 * The ministry's own words, people and pictures, edited in the admin's "Site content" tab and kept by
 * the content service (docs/ARCHITECTURE.md, "Site content"). Each key is one document with English
 * and Spanish side by side. One description per document (`SITE_CONTENT_FIELDS`) gives the schema
 * both sides validate with, the editor's form and the missing-translation marks; the types below say
 * the same for the code that reads a document. The schema is `site-content-schema.ts` (yup), apart so
 * that reading a document never loads yup.
 */
export const SITE_CONTENT_KEYS = [
  'home',
  'about',
  'services',
  'team',
  'testimonials',
  'faq',
  'ministry',
  'banner',
] as const;
export type SiteContentKey = (typeof SITE_CONTENT_KEYS)[number];

export function isSiteContentKey(value: string): value is SiteContentKey {
  return (SITE_CONTENT_KEYS as readonly string[]).includes(value);
}

/** The public read of a published document (micro-cached by the gateway; read by the server render). */
export const siteContentPath = (key: SiteContentKey): string => `/api/site-content/${key}`;
/** The staff's read and save of a document's draft. */
export const adminSiteContentPath = (key: SiteContentKey): string => `/api/admin/site-content/${key}`;
/** Where an editor uploads a picture (the raw file as the body); answers `{ url }`. */
export const SITE_CONTENT_IMAGE_UPLOAD_PATH = '/api/admin/site-content/images';
/** Where uploaded pictures are served from (`<id>.webp`). */
export const SITE_CONTENT_IMAGE_ROUTE = '/api/site-content/images';

/** One text in both languages. An empty side is a missing translation (the other language is shown). */
export interface Bilingual {
  en: string;
  es: string;
}

/** A button or link: its label in both languages and where it goes. */
export interface ContentLink {
  label: Bilingual;
  href: string;
}

/** An uploaded picture and its text alternative (required in both languages). */
export interface ContentPicture {
  url: string;
  alt: Bilingual;
}

/** A section's heading and the sentence under it. */
export interface SectionIntro {
  heading: Bilingual;
  intro: Bilingual;
}

/** A labelled block of a dialog (a service's "Benefits", a member's "Credentials"); body is rich text. */
export interface LabelledBlock {
  id: string;
  label: Bilingual;
  body: Bilingual;
}

export interface HomeContent {
  hero: {
    kicker: Bilingual;
    heading: Bilingual;
    text: Bilingual;
    primary: ContentLink;
    secondary: ContentLink;
    /** null: the site's own illustration. */
    image: ContentPicture | null;
  };
  story: {
    kicker: Bilingual;
    heading: Bilingual;
    /** Rich text. */
    body: Bilingual;
    link: ContentLink;
    image: ContentPicture | null;
  };
  sections: {
    services: SectionIntro;
    testimonials: SectionIntro;
    team: SectionIntro;
    plans: SectionIntro;
    contact: SectionIntro;
  };
  closing: { heading: Bilingual; text: Bilingual; primary: ContentLink; secondary: ContentLink };
}

export interface AboutContent {
  hero: { heading: Bilingual; lead: Bilingual };
  founder: {
    heading: Bilingual;
    /** With her title, which Spanish writes in the feminine ("Pastora"). */
    name: Bilingual;
    role: Bilingual;
    /** Rich text. */
    story: Bilingual;
    quote: Bilingual;
    photo: ContentPicture | null;
  };
  mission: { heading: Bilingual; text: Bilingual };
  vision: { heading: Bilingual; text: Bilingual };
  values: {
    heading: Bilingual;
    intro: Bilingual;
    items: { id: string; title: Bilingual; text: Bilingual }[];
  };
}

export interface MinistryServiceContent {
  id: string;
  icon: ServiceIcon;
  name: Bilingual;
  summary: Bilingual;
  schedule: Bilingual;
  details: LabelledBlock[];
}
export interface ServicesContent {
  services: MinistryServiceContent[];
}

export interface TeamMemberContent {
  id: string;
  name: string;
  role: Bilingual;
  /** Rich text. */
  bio: Bilingual;
  photo: ContentPicture | null;
  email: string;
  details: LabelledBlock[];
}
export interface TeamContent {
  members: TeamMemberContent[];
}

/** A testimonial's stars out of five. */
export const TESTIMONIAL_RATINGS = ['5', '4', '3', '2', '1'] as const;
export type TestimonialRating = (typeof TESTIMONIAL_RATINGS)[number];

export interface TestimonialContent {
  id: string;
  name: string;
  /** Who she is to the ministry ("Counseling client"). */
  role: Bilingual;
  rating: TestimonialRating;
  quote: Bilingual;
  photo: ContentPicture | null;
  /** The long story's labelled blocks (its dialog); empty: the card only. */
  story: LabelledBlock[];
}
export interface TestimonialsContent {
  testimonials: TestimonialContent[];
}

export interface FaqContent {
  items: { id: string; question: Bilingual; answer: Bilingual }[];
}

/** A day or group of days the office keeps its hours; its words are in the content remote's locales. */
export type OfficeDays = 'weekdays' | 'saturday' | 'sunday';

export interface MinistryContent {
  name: Bilingual;
  legalName: string;
  email: string;
  phone: string;
  address: { street: string; locality: string; region: string; postalCode: string; country: string };
  /** Opening and closing 'HH:MM' (24 h, New York); empty both: closed that day. */
  officeHours: { id: string; days: OfficeDays; opens: string; closes: string }[];
  social: { id: string; network: 'facebook' | 'instagram' | 'youtube'; url: string }[];
  /** A map of the address (https); empty: none. */
  mapUrl: string;
}

export interface BannerContent {
  /** Empty in both languages: no banner. */
  text: Bilingual;
  /** Optional; a path on this site or an http(s) address. */
  link: string;
  /** 'YYYY-MM-DD' (New York), inclusive; empty: from now / without end. */
  startsOn: string;
  endsOn: string;
}

export interface SiteContentDocuments {
  home: HomeContent;
  about: AboutContent;
  services: ServicesContent;
  team: TeamContent;
  testimonials: TestimonialsContent;
  faq: FaqContent;
  ministry: MinistryContent;
  banner: BannerContent;
}
export type SiteContentDocument = SiteContentDocuments[SiteContentKey];

/** What `GET /api/site-content/<key>` answers. */
export interface PublishedSiteContent<K extends SiteContentKey = SiteContentKey> {
  key: K;
  content: SiteContentDocuments[K];
  revision: number;
  publishedAt: string;
}

/** What `GET|PUT /api/admin/site-content/<key>` answers. */
export interface SiteContentDraft<K extends SiteContentKey = SiteContentKey> {
  key: K;
  content: SiteContentDocuments[K];
  /** Sent back with the next save or publish; a stale one is refused with 409. */
  version: number;
  /** True while the draft differs from what visitors see. */
  unpublished: boolean;
  updatedAt: string;
  updatedBy: string | null;
  /** Paths (`hero.heading.es`) filled in one language and empty in the other. */
  missingTranslations: string[];
}

/** The body of `PUT /api/admin/site-content/<key>`. */
export interface SaveSiteContentBody<K extends SiteContentKey = SiteContentKey> {
  version: number;
  content: SiteContentDocuments[K];
}

/** The body of `POST …/publish`: without `allowMissingTranslations`, a missing one answers 409. */
export interface PublishSiteContentBody {
  version: number;
  allowMissingTranslations?: boolean;
}

/** One line of `GET …/revisions` (newest first); `GET …/revisions/<id>` adds its `content`. */
export interface SiteContentRevision {
  id: string;
  revision: number;
  publishedAt: string;
  publishedBy: string | null;
}

/** The text in `language`, or the other language's when that side is empty (a missing translation). */
export function pickText(text: Bilingual | null | undefined, language: Language): string {
  if (!text) return '';
  const wanted = text[language].trim();
  return wanted ? text[language] : text[language === 'en' ? 'es' : 'en'];
}

/**
 * True while the banner should show on `today()` ('YYYY-MM-DD', New York). `today` is asked only for a
 * banner with text and dates: in a browser, working out New York's day loads its time-zone data, a
 * long task on a phone that a site without a dated banner need not pay.
 */
export function bannerIsActive(banner: BannerContent, today: () => string): boolean {
  if (!banner.text.en.trim() && !banner.text.es.trim()) return false;
  if (!banner.startsOn && !banner.endsOn) return true;
  const day = today();
  if (banner.startsOn && day < banner.startsOn) return false;
  if (banner.endsOn && day > banner.endsOn) return false;
  return true;
}
