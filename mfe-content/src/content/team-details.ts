import type { Language } from '@ministry/contracts/language';
import type { DetailBlock } from './service-details';

// Apart from the members: the home page loads a member's detail when its card is first opened.

export const TEAM_DETAIL_KEYS = [
  'credentials',
  'ministry',
  'background',
  'experience',
  'leadership',
  'impact',
  'testimony',
  'contact',
] as const;
export type TeamDetailKey = (typeof TEAM_DETAIL_KEYS)[number];
export type TeamDetail = Partial<Record<TeamDetailKey, DetailBlock>>;

/** Detail keyed by member name, in both languages. A member without detail shows a notice. */
export const TEAM_DETAILS: Record<Language, Record<string, TeamDetail>> = {
  en: {
    'María Rodríguez': {
      credentials: [
        'Ordained minister',
        'Master of Arts in Pastoral Counseling',
        'Licensed Mental Health Counselor (LMHC), New York State',
      ],
      ministry:
        'María oversees every program of the ministry, preaches at partner churches across Queens and Brooklyn, and still leads the Tuesday night Bible study that started it all.',
      background:
        'Born in Puerto Rico, María moved to New York at nineteen. She served as a pastoral counselor in local churches for more than twenty years before founding Women of Purpose in 2008.',
      leadership:
        'She has trained more than 60 small-group leaders and mentors, and serves on the board of a Queens coalition of churches caring for families in crisis.',
      impact:
        'Under her leadership the ministry has grown from a living-room study to a team that walks with hundreds of women every year, in two languages.',
      testimony:
        '"I know what it is to feel alone in a big city. Jesus met me in that loneliness, and every woman who walks through our door deserves to be met too."',
      contact: ['maria@womenofpurpose.org', '(718) 555-0142, ext. 1'],
    },
    'Dr. Sarah Johnson': {
      credentials: [
        'Doctor of Psychology (PsyD)',
        'Licensed Mental Health Counselor (LMHC)',
        'Certified in trauma-focused cognitive behavioral therapy',
      ],
      background:
        'Sarah worked for twelve years in community mental health clinics in the Bronx before joining Women of Purpose as our first full-time counselor.',
      experience:
        'With over 20 years of clinical experience, she specialises in anxiety, depression, trauma recovery and the integration of faith and therapy.',
      leadership:
        'As Clinical Director she supervises our counselors, leads their ongoing training and sets the standards of care and confidentiality for the whole ministry.',
      impact:
        'Sarah built our sliding-scale program so that no woman is turned away for lack of money, and launched our virtual counseling service.',
      contact: ['sarah@womenofpurpose.org', '(718) 555-0142, ext. 2'],
    },
    'Rebecca Thompson': {
      credentials: ['Master of Arts in Biblical Studies', 'Certified small-group facilitator trainer'],
      ministry:
        'Rebecca coordinates all of our Bible study groups, trains their facilitators and writes the study guides we use each season.',
      experience:
        'Before joining the ministry she taught English and history in New York City public high schools for fifteen years.',
      testimony:
        '"I came to my first study at Women of Purpose as a tired young mother. I stayed because for the first time the Bible felt like a letter written to me."',
      contact: ['rebecca@womenofpurpose.org', '(718) 555-0142, ext. 3'],
    },
    'Ana Lucía Morales': {
      credentials: ['Certificate in Spiritual Direction', 'Bachelor of Social Work'],
      ministry:
        'Ana leads our mentoring program, matching women with mentors and supporting each pair, and she shepherds our Spanish-language study groups.',
      background:
        'Originally from Colombia, Ana arrived in Queens in 2010 and found her own first friends in one of our study groups.',
      impact:
        'She has matched more than 150 mentoring pairs and started our Spanish-language women’s Bible study guide.',
      contact: ['ana@womenofpurpose.org', '(718) 555-0142, ext. 4'],
    },
  },
  es: {
    'María Rodríguez': {
      credentials: [
        'Ministra ordenada',
        'Maestría en Consejería Pastoral',
        'Consejera de Salud Mental Licenciada (LMHC), estado de Nueva York',
      ],
      ministry:
        'María supervisa todos los programas del ministerio, predica en iglesias asociadas de Queens y Brooklyn y todavía dirige el estudio bíblico de los martes por la noche donde todo comenzó.',
      background:
        'Nacida en Puerto Rico, María llegó a Nueva York a los diecinueve años. Sirvió como consejera pastoral en iglesias locales durante más de veinte años antes de fundar Mujeres con Propósito en 2008.',
      leadership:
        'Ha formado a más de 60 líderes de grupos pequeños y mentoras, y forma parte de la junta de una coalición de iglesias de Queens que cuida de familias en crisis.',
      impact:
        'Bajo su liderazgo el ministerio ha pasado de un estudio en una sala a un equipo que acompaña cada año a cientos de mujeres, en dos idiomas.',
      testimony:
        '"Sé lo que es sentirse sola en una gran ciudad. Jesús me encontró en esa soledad, y cada mujer que cruza nuestra puerta merece ser encontrada también."',
      contact: ['maria@womenofpurpose.org', '(718) 555-0142, ext. 1'],
    },
    'Dr. Sarah Johnson': {
      credentials: [
        'Doctorado en Psicología (PsyD)',
        'Consejera de Salud Mental Licenciada (LMHC)',
        'Certificada en terapia cognitivo-conductual centrada en el trauma',
      ],
      background:
        'Sarah trabajó doce años en clínicas comunitarias de salud mental en el Bronx antes de unirse a Mujeres con Propósito como nuestra primera consejera a tiempo completo.',
      experience:
        'Con más de 20 años de experiencia clínica, se especializa en ansiedad, depresión, recuperación del trauma y la integración de la fe y la terapia.',
      leadership:
        'Como directora clínica supervisa a nuestras consejeras, dirige su formación continua y establece las normas de atención y confidencialidad de todo el ministerio.',
      impact:
        'Sarah creó nuestro programa de escala variable para que a ninguna mujer se le niegue ayuda por falta de dinero, y puso en marcha nuestro servicio de consejería virtual.',
      contact: ['sarah@womenofpurpose.org', '(718) 555-0142, ext. 2'],
    },
    'Rebecca Thompson': {
      credentials: [
        'Maestría en Estudios Bíblicos',
        'Formadora certificada de facilitadoras de grupos pequeños',
      ],
      ministry:
        'Rebecca coordina todos nuestros grupos de estudio bíblico, forma a sus facilitadoras y escribe las guías de estudio que usamos cada temporada.',
      experience:
        'Antes de unirse al ministerio enseñó inglés e historia durante quince años en escuelas secundarias públicas de la ciudad de Nueva York.',
      testimony:
        '"Llegué a mi primer estudio en Mujeres con Propósito como una madre joven y cansada. Me quedé porque, por primera vez, la Biblia me pareció una carta escrita para mí."',
      contact: ['rebecca@womenofpurpose.org', '(718) 555-0142, ext. 3'],
    },
    'Ana Lucía Morales': {
      credentials: ['Certificado en Dirección Espiritual', 'Licenciatura en Trabajo Social'],
      ministry:
        'Ana dirige nuestro programa de mentoría, une a mujeres con sus mentoras y acompaña a cada pareja, y pastorea nuestros grupos de estudio en español.',
      background:
        'Originaria de Colombia, Ana llegó a Queens en 2010 y encontró a sus primeras amigas en uno de nuestros grupos de estudio.',
      impact:
        'Ha formado más de 150 parejas de mentoría y creó nuestra Guía de Estudio Bíblico para Mujeres en español.',
      contact: ['ana@womenofpurpose.org', '(718) 555-0142, ext. 4'],
    },
  },
};
