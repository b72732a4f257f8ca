/** The fixed list of ministry services, shown on the home page and on /services. */
export const SERVICE_ICONS = [
  'pray',
  'book-bible',
  'hands-helping',
  'users',
  'laptop',
  'book-open',
  'heart',
] as const;
export type ServiceIcon = (typeof SERVICE_ICONS)[number];

export interface MinistryService {
  id: string;
  icon: ServiceIcon;
  /** Also the key of the service's detail content, in both languages. */
  title: string;
  titleEs: string;
  description: string;
  descriptionEs: string;
}

export const SERVICES: readonly MinistryService[] = [
  {
    id: 'individual-counseling',
    icon: 'heart',
    title: 'Individual Counseling',
    titleEs: 'Consejería individual',
    description:
      'One-on-one sessions with a licensed Christian counselor for anxiety, grief, relationships and life transitions.',
    descriptionEs:
      'Sesiones individuales con una consejera cristiana licenciada para la ansiedad, el duelo, las relaciones y los cambios de vida.',
  },
  {
    id: 'bible-study-groups',
    icon: 'book-bible',
    title: 'Bible Study Groups',
    titleEs: 'Grupos de estudio bíblico',
    description:
      'Small groups of women reading Scripture together, growing in understanding, friendship and prayer.',
    descriptionEs:
      'Grupos pequeños de mujeres que leen juntas las Escrituras y crecen en entendimiento, amistad y oración.',
  },
  {
    id: 'spiritual-mentoring',
    icon: 'hands-helping',
    title: 'Spiritual Mentoring',
    titleEs: 'Mentoría espiritual',
    description:
      'A mature woman of faith walks beside you for a season, helping you grow in your relationship with God.',
    descriptionEs:
      'Una mujer madura en la fe camina a su lado durante una temporada y le ayuda a crecer en su relación con Dios.',
  },
  {
    id: 'group-workshops',
    icon: 'users',
    title: 'Group Workshops',
    titleEs: 'Talleres grupales',
    description:
      'Practical, faith-based workshops on boundaries, healing, communication, parenting and purpose.',
    descriptionEs:
      'Talleres prácticos basados en la fe sobre límites, sanidad, comunicación, crianza y propósito.',
  },
  {
    id: 'virtual-counseling',
    icon: 'laptop',
    title: 'Virtual Counseling',
    titleEs: 'Consejería virtual',
    description: 'The same caring counseling by secure video call, wherever you are in New York and beyond.',
    descriptionEs:
      'La misma consejería cercana por videollamada segura, dondequiera que esté en Nueva York o fuera de ella.',
  },
  {
    id: 'book-club',
    icon: 'book-open',
    title: 'Book Club',
    titleEs: 'Club de lectura',
    description: 'One Christian book a month, talked over together online every Monday evening.',
    descriptionEs: 'Un libro cristiano al mes, comentado juntas en línea cada lunes por la noche.',
  },
  {
    id: 'prayer-groups',
    icon: 'pray',
    title: 'Prayer Groups',
    titleEs: 'Grupos de oración',
    description: 'Bring your requests and your thanks: we pray together by video call every Tuesday.',
    descriptionEs: 'Traiga sus peticiones y su gratitud: oramos juntas por videollamada cada martes.',
  },
];
