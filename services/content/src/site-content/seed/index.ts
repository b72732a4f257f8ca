import type {
  AboutContent,
  BannerContent,
  Bilingual,
  FaqContent,
  HomeContent,
  LabelledBlock,
  ServicesContent,
  SiteContentDocuments,
  SiteContentKey,
  TeamContent,
  TestimonialsContent,
} from '@ministry/contracts/site-content';
import { MINISTRY_CONTENT } from '@ministry/contracts/ministry';
import about from './about.json';
import faq from './faq.json';
import home from './home.json';
import services from './services.json';
import team from './team.json';
import testimonials from './testimonials.json';

/** A block's words in the data: a paragraph, or a list's items (written "- item" in the document). */
type Body = string | readonly string[];
type Blocks = Record<string, { en: Body; es: Body } | undefined>;

const text = (body: Body): string =>
  typeof body === 'string' ? body : body.map((item) => `- ${item}`).join('\n');

/**
 * A dialog's labelled blocks in the data's order, each labelled from its file's `labels` by name
 * (the remote's serviceDetail, teamDetail and testimonialStory labels); id: the name in kebab case.
 */
function labelledBlocks(labels: Record<string, Bilingual>, blocks: Blocks): LabelledBlock[] {
  return Object.entries(blocks).flatMap(([name, body]) => {
    const label = labels[name];
    if (!body || !label) return [];
    const id = name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
    return [{ id, label, body: { en: text(body.en), es: text(body.es) } }];
  });
}

const NO_BANNER: BannerContent = { text: { en: '', es: '' }, link: '', startsOn: '', endsOn: '' };

/**
 * The site as it was first written (the content remote's texts, people and details; the data in the
 * JSON files beside this one), published as revision 1 of each key on a new site. Photos are added by
 * seed.ts from the service's own drawings.
 */
export const SITE_CONTENT_SEED: { [K in SiteContentKey]: SiteContentDocuments[K] } = {
  home: home as HomeContent,
  about: about as AboutContent,
  services: {
    services: services.services.map(({ details, ...service }) => ({
      ...service,
      details: labelledBlocks(services.labels, details as Blocks),
    })),
  } as ServicesContent,
  team: {
    members: team.members.map(({ details, ...member }) => ({
      ...member,
      photo: null,
      details: labelledBlocks(team.labels, details as Blocks),
    })),
  } as TeamContent,
  testimonials: {
    testimonials: testimonials.testimonials.map(({ story, ...testimonial }) => ({
      ...testimonial,
      photo: null,
      story: labelledBlocks(testimonials.labels, story as Blocks),
    })),
  } as TestimonialsContent,
  faq: faq as FaqContent,
  ministry: MINISTRY_CONTENT,
  banner: NO_BANNER,
};
