import type { OccurrenceDetail } from '@ministry/contracts/event-signup';
import type { Product } from '@ministry/contracts/product';
import type { Bilingual, ContentLink, HomeContent } from '@ministry/contracts/site-content';

/** What `GET /api/events/:id/occurrences/:date` answers (the contract's OccurrenceDetail). */
export const RETREAT: OccurrenceDetail = {
  id: '64b0c0ffee0000000000a001',
  date: '2026-12-05',
  title: "Women's Retreat Day",
  titleEs: 'Día de retiro para mujeres',
  category: 'retreat',
  location: 'Bear Mountain State Park, NY',
  description: 'A day of rest, worship and teaching in the mountains, with lunch and time to walk and pray.',
  descriptionEs:
    'Un día de descanso, alabanza y enseñanza en las montañas, con almuerzo y tiempo para caminar y orar.',
  startTime: '10:00',
  endTime: '16:00',
  timeZone: 'America/New_York',
  startsAt: '2026-12-05T10:00:00-05:00',
  endsAt: '2026-12-05T16:00:00-05:00',
  signup: { enabled: true, capacity: 15, waitlist: true, closesHoursBefore: 48 },
  seats: { capacity: 15, taken: 9, waitlist: 0 },
  signupState: 'open',
  closesAt: '2026-12-03T10:00:00-05:00',
  myRegistration: null,
};

/** An online evening in summer, its instants sent in UTC: the head still gives New York time. */
export const BOOK_CLUB: OccurrenceDetail = {
  id: '64b0c0ffee0000000000a002',
  date: '2026-07-14',
  title: 'Book Club',
  titleEs: null,
  category: 'bible-study',
  location: 'Online (video call)',
  description: 'We read and talk about one chapter a week.',
  descriptionEs: null,
  startTime: '19:30',
  endTime: '21:00',
  timeZone: 'America/New_York',
  startsAt: '2026-07-14T23:30:00.000Z',
  endsAt: '2026-07-15T01:00:00.000Z',
  signup: { enabled: false, capacity: null, waitlist: false, closesHoursBefore: 0 },
  signupState: 'off',
  closesAt: null,
};

/** What `GET /api/products/:id` answers. */
export const TEE: Product = {
  id: '65a0c0ffee0000000000b001',
  name: 'Faith Over Fear Tee',
  nameEs: 'Camiseta Fe sobre el miedo',
  description: 'A soft cotton tee with "Faith Over Fear" across the chest.',
  descriptionEs: 'Una camiseta suave de algodón con "Fe sobre el miedo" en el pecho.',
  priceCents: 2500,
  imageUrl: '/api/products/images/faith-over-fear.0123456789.svg',
  type: 't-shirt',
  inventory: 12,
  inventoryBySize: { S: 2, M: 4, L: 3, XL: 2, '2XL': 1 },
};

export const SOLD_OUT_BRACELET: Product = {
  id: '65a0c0ffee0000000000b002',
  name: 'Birthstone Cross Bracelet',
  nameEs: 'Pulsera de cruz con piedra natal',
  description: 'A cross charm and the stone of your month.',
  descriptionEs: 'Un dije de cruz y la piedra de su mes.',
  priceCents: 3250,
  imageUrl: '/api/products/images/bracelet.0123456789.png',
  type: 'bracelet',
  inventory: 0,
};

const text = (en: string, es = en): Bilingual => ({ en, es });
const link = (label: string, href: string): ContentLink => ({ label: text(label), href });
const intro = { heading: text('Heading'), intro: text('Intro') };

/** A home document as an editor might publish it: a new hero heading, its Spanish side left empty. */
export const HOME: HomeContent = {
  hero: {
    kicker: text('Kicker'),
    heading: { en: 'Walk With Us This Winter', es: '' },
    text: text('Text'),
    primary: link('Services', '/services'),
    secondary: link('Contact', '/contact'),
    image: null,
  },
  story: {
    kicker: text('Since'),
    heading: text('Story'),
    body: text('Body'),
    link: link('About', '/about'),
    image: null,
  },
  sections: { services: intro, testimonials: intro, team: intro, plans: intro, contact: intro },
  closing: {
    heading: text('Closing'),
    text: text('Text'),
    primary: link('Give', '/give'),
    secondary: link('Events', '/events'),
  },
};
