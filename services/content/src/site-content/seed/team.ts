import type { TeamContent } from '@ministry/contracts/site-content';
import { labelledBlocks } from './blocks';

/** The labels of a member's detail blocks (the remote's teamDetail.labels). */
const LABELS = {
  credentials: { en: 'Credentials', es: 'Credenciales' },
  ministry: { en: 'Ministry', es: 'Ministerio' },
  background: { en: 'Background', es: 'Trayectoria' },
  leadership: { en: 'Leadership', es: 'Liderazgo' },
  impact: { en: 'Impact', es: 'Impacto' },
  testimony: { en: 'Testimony', es: 'Testimonio' },
  contact: { en: 'Contact Information', es: 'Información de contacto' },
  experience: { en: 'Experience', es: 'Experiencia' },
};

/** The team; photos are stored on seed from assets/seed-pictures/<id>.svg (seed.ts). */
export const TEAM_SEED: TeamContent = {
  members: [
    {
      id: 'maria-rodriguez',
      name: 'María Rodríguez',
      role: { en: 'Founder and Executive Director', es: 'Fundadora y directora ejecutiva' },
      bio: {
        en: 'María has over 20 years of experience in pastoral counseling and women’s ministry. She founded Women of Purpose in 2008 and still leads a Tuesday night Bible study.',
        es: 'María tiene más de 20 años de experiencia en consejería pastoral y ministerio de mujeres. Fundó Mujeres con Propósito en 2008 y todavía dirige un estudio bíblico los martes por la noche.',
      },
      photo: null,
      email: 'maria@womenofpurpose.org',
      details: labelledBlocks(LABELS, {
        credentials: {
          en: [
            'Ordained minister',
            'Master of Arts in Pastoral Counseling',
            'Licensed Mental Health Counselor (LMHC), New York State',
          ],
          es: [
            'Ministra ordenada',
            'Maestría en Consejería Pastoral',
            'Consejera de Salud Mental Licenciada (LMHC), estado de Nueva York',
          ],
        },
        ministry: {
          en: 'María oversees every program of the ministry, preaches at partner churches across Queens and Brooklyn, and still leads the Tuesday night Bible study that started it all.',
          es: 'María supervisa todos los programas del ministerio, predica en iglesias asociadas de Queens y Brooklyn y todavía dirige el estudio bíblico de los martes por la noche donde todo comenzó.',
        },
        background: {
          en: 'Born in Puerto Rico, María moved to New York at nineteen. She served as a pastoral counselor in local churches for more than twenty years before founding Women of Purpose in 2008.',
          es: 'Nacida en Puerto Rico, María llegó a Nueva York a los diecinueve años. Sirvió como consejera pastoral en iglesias locales durante más de veinte años antes de fundar Mujeres con Propósito en 2008.',
        },
        leadership: {
          en: 'She has trained more than 60 small-group leaders and mentors, and serves on the board of a Queens coalition of churches caring for families in crisis.',
          es: 'Ha formado a más de 60 líderes de grupos pequeños y mentoras, y forma parte de la junta de una coalición de iglesias de Queens que cuida de familias en crisis.',
        },
        impact: {
          en: 'Under her leadership the ministry has grown from a living-room study to a team that walks with hundreds of women every year, in two languages.',
          es: 'Bajo su liderazgo el ministerio ha pasado de un estudio en una sala a un equipo que acompaña cada año a cientos de mujeres, en dos idiomas.',
        },
        testimony: {
          en: '"I know what it is to feel alone in a big city. Jesus met me in that loneliness, and every woman who walks through our door deserves to be met too."',
          es: '"Sé lo que es sentirse sola en una gran ciudad. Jesús me encontró en esa soledad, y cada mujer que cruza nuestra puerta merece ser encontrada también."',
        },
        contact: {
          en: ['maria@womenofpurpose.org', '(718) 555-0142, ext. 1'],
          es: ['maria@womenofpurpose.org', '(718) 555-0142, ext. 1'],
        },
      }),
    },
    {
      id: 'sarah-johnson',
      name: 'Dr. Sarah Johnson',
      role: {
        en: 'Clinical Director and Licensed Counselor',
        es: 'Directora clínica y consejera licenciada',
      },
      bio: {
        en: 'Sarah is a licensed mental health counselor with over 20 years of clinical experience, specialising in anxiety, depression and trauma recovery.',
        es: 'Sarah es consejera de salud mental licenciada con más de 20 años de experiencia clínica, especializada en ansiedad, depresión y recuperación del trauma.',
      },
      photo: null,
      email: 'sarah@womenofpurpose.org',
      details: labelledBlocks(LABELS, {
        credentials: {
          en: [
            'Doctor of Psychology (PsyD)',
            'Licensed Mental Health Counselor (LMHC)',
            'Certified in trauma-focused cognitive behavioral therapy',
          ],
          es: [
            'Doctorado en Psicología (PsyD)',
            'Consejera de Salud Mental Licenciada (LMHC)',
            'Certificada en terapia cognitivo-conductual centrada en el trauma',
          ],
        },
        background: {
          en: 'Sarah worked for twelve years in community mental health clinics in the Bronx before joining Women of Purpose as our first full-time counselor.',
          es: 'Sarah trabajó doce años en clínicas comunitarias de salud mental en el Bronx antes de unirse a Mujeres con Propósito como nuestra primera consejera a tiempo completo.',
        },
        experience: {
          en: 'With over 20 years of clinical experience, she specialises in anxiety, depression, trauma recovery and the integration of faith and therapy.',
          es: 'Con más de 20 años de experiencia clínica, se especializa en ansiedad, depresión, recuperación del trauma y la integración de la fe y la terapia.',
        },
        leadership: {
          en: 'As Clinical Director she supervises our counselors, leads their ongoing training and sets the standards of care and confidentiality for the whole ministry.',
          es: 'Como directora clínica supervisa a nuestras consejeras, dirige su formación continua y establece las normas de atención y confidencialidad de todo el ministerio.',
        },
        impact: {
          en: 'Sarah built our sliding-scale program so that no woman is turned away for lack of money, and launched our virtual counseling service.',
          es: 'Sarah creó nuestro programa de escala variable para que a ninguna mujer se le niegue ayuda por falta de dinero, y puso en marcha nuestro servicio de consejería virtual.',
        },
        contact: {
          en: ['sarah@womenofpurpose.org', '(718) 555-0142, ext. 2'],
          es: ['sarah@womenofpurpose.org', '(718) 555-0142, ext. 2'],
        },
      }),
    },
    {
      id: 'rebecca-thompson',
      name: 'Rebecca Thompson',
      role: { en: 'Bible Study Coordinator', es: 'Coordinadora de estudios bíblicos' },
      bio: {
        en: 'A former high-school teacher with a master’s degree in biblical studies, Rebecca trains our group leaders and writes many of our study guides.',
        es: 'Exmaestra de secundaria con una maestría en estudios bíblicos, Rebecca forma a nuestras líderes de grupo y escribe muchas de nuestras guías de estudio.',
      },
      photo: null,
      email: 'rebecca@womenofpurpose.org',
      details: labelledBlocks(LABELS, {
        credentials: {
          en: ['Master of Arts in Biblical Studies', 'Certified small-group facilitator trainer'],
          es: ['Maestría en Estudios Bíblicos', 'Formadora certificada de facilitadoras de grupos pequeños'],
        },
        ministry: {
          en: 'Rebecca coordinates all of our Bible study groups, trains their facilitators and writes the study guides we use each season.',
          es: 'Rebecca coordina todos nuestros grupos de estudio bíblico, forma a sus facilitadoras y escribe las guías de estudio que usamos cada temporada.',
        },
        experience: {
          en: 'Before joining the ministry she taught English and history in New York City public high schools for fifteen years.',
          es: 'Antes de unirse al ministerio enseñó inglés e historia durante quince años en escuelas secundarias públicas de la ciudad de Nueva York.',
        },
        testimony: {
          en: '"I came to my first study at Women of Purpose as a tired young mother. I stayed because for the first time the Bible felt like a letter written to me."',
          es: '"Llegué a mi primer estudio en Mujeres con Propósito como una madre joven y cansada. Me quedé porque, por primera vez, la Biblia me pareció una carta escrita para mí."',
        },
        contact: {
          en: ['rebecca@womenofpurpose.org', '(718) 555-0142, ext. 3'],
          es: ['rebecca@womenofpurpose.org', '(718) 555-0142, ext. 3'],
        },
      }),
    },
    {
      id: 'ana-morales',
      name: 'Ana Lucía Morales',
      role: {
        en: 'Mentoring and Spanish Ministry Leader',
        es: 'Líder de mentoría y del ministerio en español',
      },
      bio: {
        en: 'Ana leads our mentoring program and our Spanish-language groups, helping women who are new to New York find a spiritual home.',
        es: 'Ana dirige nuestro programa de mentoría y nuestros grupos en español, y ayuda a las mujeres recién llegadas a Nueva York a encontrar un hogar espiritual.',
      },
      photo: null,
      email: 'ana@womenofpurpose.org',
      details: labelledBlocks(LABELS, {
        credentials: {
          en: ['Certificate in Spiritual Direction', 'Bachelor of Social Work'],
          es: ['Certificado en Dirección Espiritual', 'Licenciatura en Trabajo Social'],
        },
        ministry: {
          en: 'Ana leads our mentoring program, matching women with mentors and supporting each pair, and she shepherds our Spanish-language study groups.',
          es: 'Ana dirige nuestro programa de mentoría, une a mujeres con sus mentoras y acompaña a cada pareja, y pastorea nuestros grupos de estudio en español.',
        },
        background: {
          en: 'Originally from Colombia, Ana arrived in Queens in 2010 and found her own first friends in one of our study groups.',
          es: 'Originaria de Colombia, Ana llegó a Queens en 2010 y encontró a sus primeras amigas en uno de nuestros grupos de estudio.',
        },
        impact: {
          en: 'She has matched more than 150 mentoring pairs and started our Spanish-language women’s Bible study guide.',
          es: 'Ha formado más de 150 parejas de mentoría y creó nuestra Guía de Estudio Bíblico para Mujeres en español.',
        },
        contact: {
          en: ['ana@womenofpurpose.org', '(718) 555-0142, ext. 4'],
          es: ['ana@womenofpurpose.org', '(718) 555-0142, ext. 4'],
        },
      }),
    },
    {
      id: 'grace-williams',
      name: 'Grace Williams',
      role: { en: 'Workshops and Young Women Coordinator', es: 'Coordinadora de talleres y de jóvenes' },
      bio: {
        en: 'Grace joined the team this year to grow our workshops and our faith nights for young women aged 16 to 25.',
        es: 'Grace se unió al equipo este año para impulsar nuestros talleres y nuestras noches de fe para jóvenes de 16 a 25 años.',
      },
      photo: null,
      email: 'grace@womenofpurpose.org',
      details: labelledBlocks(LABELS, {}),
    },
  ],
};
