import type { Language } from '@ministry/contracts/language';

/** A block of detail: a paragraph, or a list. */
export type DetailBlock = string | readonly string[];

/** Every labelled block a service's detail can have, in the order they are shown (home page and /services). */
export const SERVICE_DETAIL_KEYS = [
  'benefits',
  'process',
  'approach',
  'specialties',
  'clientTestimonial',
  'rates',
  'schedule',
  'topics',
  'format',
  'leadership',
  'childcare',
  'purpose',
  'mentors',
  'commitment',
  'focus',
  'testimonial',
  'application',
  'upcoming',
  'registration',
  'facilitators',
  'specialEvents',
  'customWorkshops',
  'platform',
  'preparation',
  'availability',
  'effectiveness',
  'limitations',
  'technicalSupport',
  'insurance',
  'scheduling',
] as const;
export type ServiceDetailKey = (typeof SERVICE_DETAIL_KEYS)[number];
export type ServiceDetail = Partial<Record<ServiceDetailKey, DetailBlock>>;

/** Detail content keyed by the service's English title, in both languages. */
export const SERVICE_DETAILS: Record<Language, Record<string, ServiceDetail>> = {
  en: {
    'Individual Counseling': {
      benefits: [
        'A safe, confidential place to be heard without judgement',
        'Practical tools for anxiety, depression, grief and stress',
        'Counseling that honours your faith, with prayer and Scripture whenever you wish',
        'Healthier relationships and clearer boundaries',
        'Renewed hope and a deeper walk with God',
      ],
      process:
        'We begin with an initial consultation to hear your story and agree on goals together. Regular sessions last about 50 minutes, weekly or every other week, and we review your progress with you every few sessions.',
      approach:
        'Our licensed counselors combine evidence-based methods, such as cognitive behavioral therapy and trauma-informed care, with biblical truth and prayer, always at your pace and with your consent.',
      specialties: [
        'Anxiety and depression',
        'Grief and loss',
        'Marriage and relationship struggles',
        'Recovery from trauma and abuse',
        'Life transitions and the stress of immigration',
        'Self-worth and identity in Christ',
      ],
      clientTestimonial:
        '"For the first time I could talk about my faith and my panic attacks in the same room. I learned to breathe, to pray and to hope again." (Jennifer M., Queens)',
      rates: [
        'Initial consultation: $75',
        'Regular session (about 50 minutes): $125',
        'Package of 8 sessions: $880 ($110 per session)',
        'Sliding scale available: no woman is turned away for lack of money',
      ],
    },
    'Bible Study Groups': {
      schedule: ['Tuesday and Thursday evenings, 7:00–8:30 PM', 'Wednesday mornings, 10:00–11:30 AM'],
      topics:
        'This season: Women of the Bible (6 weeks), Finding Peace in the Psalms (8 weeks) and, in Spanish, eight weeks in the Gospel of Luke.',
      format:
        'Groups of 8 to 12 women meet for 6 to 8 weeks. Each gathering includes fellowship, guided discussion of the passage and prayer for one another. Each study costs $35, study guide included.',
      leadership:
        'Every group is led by a trained facilitator and supported by our Bible Study Coordinator, Rebecca Thompson.',
      childcare:
        'Childcare for ages 6 months to 10 years is available at our evening groups, with background-checked volunteers.',
      registration:
        'Registration opens one month before each study begins. Groups are limited to 12 women, so we recommend signing up early.',
    },
    'Spiritual Mentoring': {
      purpose:
        'Mentoring pairs you with a mature woman of faith who walks beside you, helping you grow in prayer, in Scripture and in living out your faith every day.',
      mentors:
        'Our mentors have at least 5 years of ministry experience, complete our mentor training and meet regularly for supervision and prayer.',
      commitment:
        'Mentor and mentee meet twice a month for 6 to 12 months, in person or by video call, with a short check-in between meetings.',
      focus: [
        'Prayer and spiritual disciplines',
        'Discovering your gifts and calling',
        'Marriage, motherhood and singleness',
        'Leadership and serving in your church',
        'Walking through a difficult season',
      ],
      testimonial:
        '"My mentor did not give me all the answers. She prayed with me, asked good questions and showed me what a steady faith looks like." (Lisa T.)',
      application:
        'Send us a short note through the contact form. We meet with you to understand your hopes, then match you with a mentor, usually within three weeks.',
    },
    'Group Workshops': {
      upcoming: [
        'Healthy Boundaries: Saying Yes and No with Love',
        'Healing from Grief and Loss',
        'Communication in Marriage',
        'Parenting with Grace',
        "Managing Stress and Anxiety God's Way",
      ],
      format:
        'Workshops last 2 to 3 hours and combine teaching, small-group discussion and practical exercises to take home. Our workshop calendar is updated quarterly.',
      registration:
        'Register through the events calendar or the contact form. Early-bird pricing is available up to two weeks before each workshop, and groups of 3 or more receive a group discount.',
      facilitators:
        'Workshops are led by our licensed counselors and experienced ministry leaders, with guest speakers for special topics.',
      specialEvents:
        "Four times a year we hold an extended special event, such as a women's retreat day or a marriage enrichment evening.",
      customWorkshops:
        'We bring workshops to churches, schools and community groups, adapted to your needs, in English or in Spanish.',
    },
    'Virtual Counseling': {
      benefits: [
        'No travel: join from home, from work or from anywhere private',
        'The same licensed counselors as our office sessions',
        'Easier to fit around children, work and health needs',
        'Available in English and in Spanish',
      ],
      platform:
        'Sessions take place on a secure, HIPAA-compliant video platform. You receive a private link by e-mail; all you need is a phone, tablet or computer with a camera.',
      preparation:
        'Find a quiet, private place, test your camera and connection a few minutes before, and keep water and tissues nearby. Headphones help protect your privacy.',
      availability:
        'Monday to Friday, 9am to 7pm, with a limited number of early-morning (7–9am) and Saturday appointments.',
      effectiveness:
        'Research shows that counseling by video is as effective as meeting in person for anxiety, depression and many other concerns, and many women find it easier to open up from home.',
      limitations:
        'Virtual counseling is not suitable in a crisis or for some severe conditions. If you are in danger, call 911, or call or text 988.',
      technicalSupport:
        'If you have trouble connecting, call our office and we will help. If the connection drops, your counselor will call you back by phone.',
      insurance:
        'Virtual sessions cost the same as sessions at our office, and our sliding scale applies. We provide receipts you can submit to your insurer for possible out-of-network reimbursement.',
      scheduling:
        'Book through the contact form or by phone. We send reminders 24 hours and 1 hour before each appointment.',
    },
  },
  es: {
    'Individual Counseling': {
      benefits: [
        'Un lugar seguro y confidencial para ser escuchada sin juicio',
        'Herramientas prácticas para la ansiedad, la depresión, el duelo y el estrés',
        'Una consejería que honra su fe, con oración y Escritura cuando usted lo desee',
        'Relaciones más sanas y límites más claros',
        'Esperanza renovada y un caminar más profundo con Dios',
      ],
      process:
        'Comenzamos con una consulta inicial para escuchar su historia y acordar metas juntas. Las sesiones regulares duran unos 50 minutos, cada semana o cada dos semanas, y revisamos su progreso con usted cada cierto número de sesiones.',
      approach:
        'Nuestras consejeras licenciadas combinan métodos basados en la evidencia, como la terapia cognitivo-conductual y la atención informada sobre el trauma, con la verdad bíblica y la oración, siempre a su ritmo y con su consentimiento.',
      specialties: [
        'Ansiedad y depresión',
        'Duelo y pérdida',
        'Dificultades en el matrimonio y las relaciones',
        'Recuperación del trauma y del abuso',
        'Cambios de vida y el estrés de la inmigración',
        'Autoestima e identidad en Cristo',
      ],
      clientTestimonial:
        '"Por primera vez pude hablar de mi fe y de mis ataques de pánico en la misma habitación. Aprendí a respirar, a orar y a tener esperanza otra vez." (Jennifer M., Queens)',
      rates: [
        'Consulta inicial: $75',
        'Sesión regular (unos 50 minutos): $125',
        'Paquete de 8 sesiones: $880 ($110 por sesión)',
        'Escala variable disponible: a ninguna mujer se le niega ayuda por falta de dinero',
      ],
    },
    'Bible Study Groups': {
      schedule: [
        'Martes y jueves por la noche, de 7:00 a 8:30 p. m.',
        'Miércoles por la mañana, de 10:00 a 11:30 a. m.',
      ],
      topics:
        'Esta temporada: Mujeres de la Biblia (6 semanas), Paz en los Salmos (8 semanas) y, en español, ocho semanas en el Evangelio de Lucas.',
      format:
        'Grupos de 8 a 12 mujeres se reúnen durante 6 a 8 semanas. Cada encuentro incluye compañerismo, conversación guiada sobre el pasaje y oración unas por otras. Cada estudio cuesta $35, con la guía de estudio incluida.',
      leadership:
        'Cada grupo está dirigido por una facilitadora capacitada y cuenta con el apoyo de nuestra coordinadora de estudios bíblicos, Rebecca Thompson.',
      childcare:
        'En los grupos de la noche ofrecemos cuidado de niños de 6 meses a 10 años, con voluntarias con verificación de antecedentes.',
      registration:
        'La inscripción abre un mes antes del comienzo de cada estudio. Los grupos tienen un máximo de 12 mujeres, así que le recomendamos inscribirse pronto.',
    },
    'Spiritual Mentoring': {
      purpose:
        'La mentoría la une a una mujer madura en la fe que camina a su lado y le ayuda a crecer en la oración, en la Escritura y en vivir su fe cada día.',
      mentors:
        'Nuestras mentoras tienen al menos 5 años de experiencia ministerial, completan nuestra formación de mentoras y se reúnen con regularidad para supervisión y oración.',
      commitment:
        'Mentora y aprendiz se reúnen dos veces al mes durante 6 a 12 meses, en persona o por videollamada, con un breve contacto entre reuniones.',
      focus: [
        'La oración y las disciplinas espirituales',
        'Descubrir sus dones y su llamado',
        'Matrimonio, maternidad y soltería',
        'Liderazgo y servicio en su iglesia',
        'Atravesar una temporada difícil',
      ],
      testimonial:
        '"Mi mentora no me dio todas las respuestas. Oró conmigo, me hizo buenas preguntas y me mostró cómo es una fe firme." (Lisa T.)',
      application:
        'Envíenos una breve nota por el formulario de contacto. Nos reunimos con usted para conocer sus expectativas y luego le asignamos una mentora, normalmente en menos de tres semanas.',
    },
    'Group Workshops': {
      upcoming: [
        'Límites saludables: decir sí y no con amor',
        'Sanar del duelo y la pérdida',
        'La comunicación en el matrimonio',
        'Criar con gracia',
        'Manejar el estrés y la ansiedad a la manera de Dios',
      ],
      format:
        'Los talleres duran de 2 a 3 horas y combinan enseñanza, conversación en grupos pequeños y ejercicios prácticos para llevar a casa. Nuestro calendario de talleres se actualiza cada trimestre.',
      registration:
        'Inscríbase en el calendario de eventos o con el formulario de contacto. Hay precio anticipado hasta dos semanas antes de cada taller, y los grupos de 3 o más personas reciben un descuento.',
      facilitators:
        'Los talleres los dirigen nuestras consejeras licenciadas y líderes ministeriales con experiencia, con invitadas para temas especiales.',
      specialEvents:
        'Cuatro veces al año celebramos un evento especial más largo, como un día de retiro para mujeres o una noche de enriquecimiento matrimonial.',
      customWorkshops:
        'Llevamos talleres a iglesias, escuelas y grupos comunitarios, adaptados a sus necesidades, en inglés o en español.',
    },
    'Virtual Counseling': {
      benefits: [
        'Sin desplazamientos: conéctese desde su casa, su trabajo o cualquier lugar privado',
        'Las mismas consejeras licenciadas que en nuestra oficina',
        'Más fácil de combinar con los hijos, el trabajo y la salud',
        'Disponible en inglés y en español',
      ],
      platform:
        'Las sesiones se realizan en una plataforma de video segura que cumple con HIPAA. Recibirá un enlace privado por correo electrónico; solo necesita un teléfono, una tableta o una computadora con cámara.',
      preparation:
        'Busque un lugar tranquilo y privado, pruebe su cámara y su conexión unos minutos antes y tenga a mano agua y pañuelos. Los audífonos ayudan a proteger su privacidad.',
      availability:
        'De lunes a viernes, de 9 a. m. a 7 p. m., con algunas citas temprano por la mañana (de 7 a 9 a. m.) y los sábados.',
      effectiveness:
        'La investigación muestra que la consejería por video es tan eficaz como la presencial para la ansiedad, la depresión y muchas otras situaciones, y a muchas mujeres les resulta más fácil abrirse desde casa.',
      limitations:
        'La consejería virtual no es adecuada en una crisis ni para algunas condiciones graves. Si está en peligro, llame al 911, o llame o envíe un mensaje al 988.',
      technicalSupport:
        'Si tiene problemas para conectarse, llame a nuestra oficina y le ayudaremos. Si la conexión se cae, su consejera le llamará por teléfono.',
      insurance:
        'Las sesiones virtuales cuestan lo mismo que las de nuestra oficina, y se aplica nuestra escala variable. Le damos recibos que puede presentar a su seguro para un posible reembolso fuera de la red.',
      scheduling:
        'Reserve con el formulario de contacto o por teléfono. Enviamos recordatorios 24 horas y 1 hora antes de cada cita.',
    },
  },
};

function isEmptyBlock(block: DetailBlock | undefined): boolean {
  if (block === undefined) return true;
  return typeof block === 'string' ? block.trim() === '' : block.every((item) => item.trim() === '');
}

/**
 * The labelled blocks of a service's detail, in display order, for its English title. Empty when the
 * title is unknown or the content is empty (the caller shows the "available soon" notice).
 * Where the Spanish detail is missing, the English one is used.
 */
export function serviceDetailBlocks(
  englishTitle: string,
  language: Language,
): { key: ServiceDetailKey; block: DetailBlock }[] {
  const detail = SERVICE_DETAILS[language][englishTitle] ?? SERVICE_DETAILS.en[englishTitle];
  if (!detail) return [];
  return SERVICE_DETAIL_KEYS.flatMap((key) => {
    const block = detail[key];
    return block !== undefined && !isEmptyBlock(block) ? [{ key, block }] : [];
  });
}
