import type { ServicesContent } from '@ministry/contracts/site-content';
import { labelledBlocks } from './blocks';

/** The labels of a service's detail blocks (the remote's serviceDetail.labels). */
const LABELS = {
  benefits: { en: 'Benefits', es: 'Beneficios' },
  process: { en: 'Our Process', es: 'Nuestro proceso' },
  approach: { en: 'Our Approach', es: 'Nuestro enfoque' },
  specialties: { en: 'Specialties', es: 'Especialidades' },
  clientTestimonial: { en: 'Client Testimonial', es: 'Testimonio de una clienta' },
  rates: { en: 'Rates', es: 'Tarifas' },
  schedule: { en: 'Schedule', es: 'Horario' },
  topics: { en: 'Current Topics', es: 'Temas actuales' },
  format: { en: 'Format', es: 'Formato' },
  leadership: { en: 'Leadership', es: 'Liderazgo' },
  childcare: { en: 'Childcare', es: 'Cuidado de niños' },
  registration: { en: 'Registration', es: 'Inscripción' },
  purpose: { en: 'Purpose', es: 'Propósito' },
  mentors: { en: 'Our Mentors', es: 'Nuestras mentoras' },
  commitment: { en: 'Commitment', es: 'Compromiso' },
  focus: { en: 'Focus Areas', es: 'Áreas de enfoque' },
  testimonial: { en: 'Testimonial', es: 'Testimonio' },
  application: { en: 'Application Process', es: 'Proceso de solicitud' },
  upcoming: { en: 'Upcoming Workshops', es: 'Próximos talleres' },
  facilitators: { en: 'Facilitators', es: 'Facilitadoras' },
  specialEvents: { en: 'Special Events', es: 'Eventos especiales' },
  customWorkshops: { en: 'Custom Workshops', es: 'Talleres a la medida' },
  platform: { en: 'Platform', es: 'Plataforma' },
  preparation: { en: 'Preparation', es: 'Preparación' },
  availability: { en: 'Availability', es: 'Disponibilidad' },
  effectiveness: { en: 'Effectiveness', es: 'Eficacia' },
  limitations: { en: 'Limitations', es: 'Limitaciones' },
  technicalSupport: { en: 'Technical Support', es: 'Soporte técnico' },
  insurance: { en: 'Insurance and Payment', es: 'Seguro y pago' },
  scheduling: { en: 'Scheduling', es: 'Programación de citas' },
};

/** The ministry's services, each with the labelled blocks of its dialog. */
export const SERVICES_SEED: ServicesContent = {
  services: [
    {
      id: 'individual-counseling',
      icon: 'heart',
      name: { en: 'Individual Counseling', es: 'Consejería individual' },
      summary: {
        en: 'One-on-one sessions with a licensed Christian counselor for anxiety, grief, relationships and life transitions.',
        es: 'Sesiones individuales con una consejera cristiana licenciada para la ansiedad, el duelo, las relaciones y los cambios de vida.',
      },
      schedule: { en: '', es: '' },
      details: labelledBlocks(LABELS, {
        benefits: {
          en: [
            'A safe, confidential place to be heard without judgement',
            'Practical tools for anxiety, depression, grief and stress',
            'Counseling that honours your faith, with prayer and Scripture whenever you wish',
            'Healthier relationships and clearer boundaries',
            'Renewed hope and a deeper walk with God',
          ],
          es: [
            'Un lugar seguro y confidencial para ser escuchada sin juicio',
            'Herramientas prácticas para la ansiedad, la depresión, el duelo y el estrés',
            'Una consejería que honra su fe, con oración y Escritura cuando usted lo desee',
            'Relaciones más sanas y límites más claros',
            'Esperanza renovada y un caminar más profundo con Dios',
          ],
        },
        process: {
          en: 'We begin with an initial consultation to hear your story and agree on goals together. Regular sessions last about 50 minutes, weekly or every other week, and we review your progress with you every few sessions.',
          es: 'Comenzamos con una consulta inicial para escuchar su historia y acordar metas juntas. Las sesiones regulares duran unos 50 minutos, cada semana o cada dos semanas, y revisamos su progreso con usted cada cierto número de sesiones.',
        },
        approach: {
          en: 'Our licensed counselors combine evidence-based methods, such as cognitive behavioral therapy and trauma-informed care, with biblical truth and prayer, always at your pace and with your consent.',
          es: 'Nuestras consejeras licenciadas combinan métodos basados en la evidencia, como la terapia cognitivo-conductual y la atención informada sobre el trauma, con la verdad bíblica y la oración, siempre a su ritmo y con su consentimiento.',
        },
        specialties: {
          en: [
            'Anxiety and depression',
            'Grief and loss',
            'Marriage and relationship struggles',
            'Recovery from trauma and abuse',
            'Life transitions and the stress of immigration',
            'Self-worth and identity in Christ',
          ],
          es: [
            'Ansiedad y depresión',
            'Duelo y pérdida',
            'Dificultades en el matrimonio y las relaciones',
            'Recuperación del trauma y del abuso',
            'Cambios de vida y el estrés de la inmigración',
            'Autoestima e identidad en Cristo',
          ],
        },
        clientTestimonial: {
          en: '"For the first time I could talk about my faith and my panic attacks in the same room. I learned to breathe, to pray and to hope again." (Jennifer M., Queens)',
          es: '"Por primera vez pude hablar de mi fe y de mis ataques de pánico en la misma habitación. Aprendí a respirar, a orar y a tener esperanza otra vez." (Jennifer M., Queens)',
        },
        rates: {
          en: [
            'Initial consultation: $75',
            'Regular session (about 50 minutes): $125',
            'Package of 8 sessions: $880 ($110 per session)',
            'Sliding scale available: no woman is turned away for lack of money',
          ],
          es: [
            'Consulta inicial: $75',
            'Sesión regular (unos 50 minutos): $125',
            'Paquete de 8 sesiones: $880 ($110 por sesión)',
            'Escala variable disponible: a ninguna mujer se le niega ayuda por falta de dinero',
          ],
        },
      }),
    },
    {
      id: 'bible-study-groups',
      icon: 'book-bible',
      name: { en: 'Bible Study Groups', es: 'Grupos de estudio bíblico' },
      summary: {
        en: 'Small groups of women reading Scripture together, growing in understanding, friendship and prayer.',
        es: 'Grupos pequeños de mujeres que leen juntas las Escrituras y crecen en entendimiento, amistad y oración.',
      },
      schedule: { en: '', es: '' },
      details: labelledBlocks(LABELS, {
        schedule: {
          en: ['Tuesday and Thursday evenings, 7:00–8:30 PM', 'Wednesday mornings, 10:00–11:30 AM'],
          es: [
            'Martes y jueves por la noche, de 7:00 a 8:30 p. m.',
            'Miércoles por la mañana, de 10:00 a 11:30 a. m.',
          ],
        },
        topics: {
          en: 'This season: Women of the Bible (6 weeks), Finding Peace in the Psalms (8 weeks) and, in Spanish, eight weeks in the Gospel of Luke.',
          es: 'Esta temporada: Mujeres de la Biblia (6 semanas), Paz en los Salmos (8 semanas) y, en español, ocho semanas en el Evangelio de Lucas.',
        },
        format: {
          en: 'Groups of 8 to 12 women meet for 6 to 8 weeks. Each gathering includes fellowship, guided discussion of the passage and prayer for one another. Each study costs $35, study guide included.',
          es: 'Grupos de 8 a 12 mujeres se reúnen durante 6 a 8 semanas. Cada encuentro incluye compañerismo, conversación guiada sobre el pasaje y oración unas por otras. Cada estudio cuesta $35, con la guía de estudio incluida.',
        },
        leadership: {
          en: 'Every group is led by a trained facilitator and supported by our Bible Study Coordinator, Rebecca Thompson.',
          es: 'Cada grupo está dirigido por una facilitadora capacitada y cuenta con el apoyo de nuestra coordinadora de estudios bíblicos, Rebecca Thompson.',
        },
        childcare: {
          en: 'Childcare for ages 6 months to 10 years is available at our evening groups, with background-checked volunteers.',
          es: 'En los grupos de la noche ofrecemos cuidado de niños de 6 meses a 10 años, con voluntarias con verificación de antecedentes.',
        },
        registration: {
          en: 'Registration opens one month before each study begins. Groups are limited to 12 women, so we recommend signing up early.',
          es: 'La inscripción abre un mes antes del comienzo de cada estudio. Los grupos tienen un máximo de 12 mujeres, así que le recomendamos inscribirse pronto.',
        },
      }),
    },
    {
      id: 'spiritual-mentoring',
      icon: 'hands-helping',
      name: { en: 'Spiritual Mentoring', es: 'Mentoría espiritual' },
      summary: {
        en: 'A mature woman of faith walks beside you for a season, helping you grow in your relationship with God.',
        es: 'Una mujer madura en la fe camina a su lado durante una temporada y le ayuda a crecer en su relación con Dios.',
      },
      schedule: { en: '', es: '' },
      details: labelledBlocks(LABELS, {
        purpose: {
          en: 'Mentoring pairs you with a mature woman of faith who walks beside you, helping you grow in prayer, in Scripture and in living out your faith every day.',
          es: 'La mentoría la une a una mujer madura en la fe que camina a su lado y le ayuda a crecer en la oración, en la Escritura y en vivir su fe cada día.',
        },
        mentors: {
          en: 'Our mentors have at least 5 years of ministry experience, complete our mentor training and meet regularly for supervision and prayer.',
          es: 'Nuestras mentoras tienen al menos 5 años de experiencia ministerial, completan nuestra formación de mentoras y se reúnen con regularidad para supervisión y oración.',
        },
        commitment: {
          en: 'Mentor and mentee meet twice a month for 6 to 12 months, in person or by video call, with a short check-in between meetings.',
          es: 'Mentora y aprendiz se reúnen dos veces al mes durante 6 a 12 meses, en persona o por videollamada, con un breve contacto entre reuniones.',
        },
        focus: {
          en: [
            'Prayer and spiritual disciplines',
            'Discovering your gifts and calling',
            'Marriage, motherhood and singleness',
            'Leadership and serving in your church',
            'Walking through a difficult season',
          ],
          es: [
            'La oración y las disciplinas espirituales',
            'Descubrir sus dones y su llamado',
            'Matrimonio, maternidad y soltería',
            'Liderazgo y servicio en su iglesia',
            'Atravesar una temporada difícil',
          ],
        },
        testimonial: {
          en: '"My mentor did not give me all the answers. She prayed with me, asked good questions and showed me what a steady faith looks like." (Lisa T.)',
          es: '"Mi mentora no me dio todas las respuestas. Oró conmigo, me hizo buenas preguntas y me mostró cómo es una fe firme." (Lisa T.)',
        },
        application: {
          en: 'Send us a short note through the contact form. We meet with you to understand your hopes, then match you with a mentor, usually within three weeks.',
          es: 'Envíenos una breve nota por el formulario de contacto. Nos reunimos con usted para conocer sus expectativas y luego le asignamos una mentora, normalmente en menos de tres semanas.',
        },
      }),
    },
    {
      id: 'group-workshops',
      icon: 'users',
      name: { en: 'Group Workshops', es: 'Talleres grupales' },
      summary: {
        en: 'Practical, faith-based workshops on boundaries, healing, communication, parenting and purpose.',
        es: 'Talleres prácticos basados en la fe sobre límites, sanidad, comunicación, crianza y propósito.',
      },
      schedule: { en: '', es: '' },
      details: labelledBlocks(LABELS, {
        format: {
          en: 'Workshops last 2 to 3 hours and combine teaching, small-group discussion and practical exercises to take home. Our workshop calendar is updated quarterly.',
          es: 'Los talleres duran de 2 a 3 horas y combinan enseñanza, conversación en grupos pequeños y ejercicios prácticos para llevar a casa. Nuestro calendario de talleres se actualiza cada trimestre.',
        },
        upcoming: {
          en: [
            'Healthy Boundaries: Saying Yes and No with Love',
            'Healing from Grief and Loss',
            'Communication in Marriage',
            'Parenting with Grace',
            "Managing Stress and Anxiety God's Way",
          ],
          es: [
            'Límites saludables: decir sí y no con amor',
            'Sanar del duelo y la pérdida',
            'La comunicación en el matrimonio',
            'Criar con gracia',
            'Manejar el estrés y la ansiedad a la manera de Dios',
          ],
        },
        registration: {
          en: 'Register through the events calendar or the contact form. Early-bird pricing is available up to two weeks before each workshop, and groups of 3 or more receive a group discount.',
          es: 'Inscríbase en el calendario de eventos o con el formulario de contacto. Hay precio anticipado hasta dos semanas antes de cada taller, y los grupos de 3 o más personas reciben un descuento.',
        },
        facilitators: {
          en: 'Workshops are led by our licensed counselors and experienced ministry leaders, with guest speakers for special topics.',
          es: 'Los talleres los dirigen nuestras consejeras licenciadas y líderes ministeriales con experiencia, con invitadas para temas especiales.',
        },
        specialEvents: {
          en: "Four times a year we hold an extended special event, such as a women's retreat day or a marriage enrichment evening.",
          es: 'Cuatro veces al año celebramos un evento especial más largo, como un día de retiro para mujeres o una noche de enriquecimiento matrimonial.',
        },
        customWorkshops: {
          en: 'We bring workshops to churches, schools and community groups, adapted to your needs, in English or in Spanish.',
          es: 'Llevamos talleres a iglesias, escuelas y grupos comunitarios, adaptados a sus necesidades, en inglés o en español.',
        },
      }),
    },
    {
      id: 'virtual-counseling',
      icon: 'laptop',
      name: { en: 'Virtual Counseling', es: 'Consejería virtual' },
      summary: {
        en: 'The same caring counseling by secure video call, wherever you are in New York and beyond.',
        es: 'La misma consejería cercana por videollamada segura, dondequiera que esté en Nueva York o fuera de ella.',
      },
      schedule: { en: '', es: '' },
      details: labelledBlocks(LABELS, {
        benefits: {
          en: [
            'No travel: join from home, from work or from anywhere private',
            'The same licensed counselors as our office sessions',
            'Easier to fit around children, work and health needs',
            'Available in English and in Spanish',
          ],
          es: [
            'Sin desplazamientos: conéctese desde su casa, su trabajo o cualquier lugar privado',
            'Las mismas consejeras licenciadas que en nuestra oficina',
            'Más fácil de combinar con los hijos, el trabajo y la salud',
            'Disponible en inglés y en español',
          ],
        },
        platform: {
          en: 'Sessions take place on a secure, HIPAA-compliant video platform. You receive a private link by e-mail; all you need is a phone, tablet or computer with a camera.',
          es: 'Las sesiones se realizan en una plataforma de video segura que cumple con HIPAA. Recibirá un enlace privado por correo electrónico; solo necesita un teléfono, una tableta o una computadora con cámara.',
        },
        preparation: {
          en: 'Find a quiet, private place, test your camera and connection a few minutes before, and keep water and tissues nearby. Headphones help protect your privacy.',
          es: 'Busque un lugar tranquilo y privado, pruebe su cámara y su conexión unos minutos antes y tenga a mano agua y pañuelos. Los audífonos ayudan a proteger su privacidad.',
        },
        availability: {
          en: 'Monday to Friday, 9am to 7pm, with a limited number of early-morning (7–9am) and Saturday appointments.',
          es: 'De lunes a viernes, de 9 a. m. a 7 p. m., con algunas citas temprano por la mañana (de 7 a 9 a. m.) y los sábados.',
        },
        effectiveness: {
          en: 'Research shows that counseling by video is as effective as meeting in person for anxiety, depression and many other concerns, and many women find it easier to open up from home.',
          es: 'La investigación muestra que la consejería por video es tan eficaz como la presencial para la ansiedad, la depresión y muchas otras situaciones, y a muchas mujeres les resulta más fácil abrirse desde casa.',
        },
        limitations: {
          en: 'Virtual counseling is not suitable in a crisis or for some severe conditions. If you are in danger, call 911, or call or text 988.',
          es: 'La consejería virtual no es adecuada en una crisis ni para algunas condiciones graves. Si está en peligro, llame al 911, o llame o envíe un mensaje al 988.',
        },
        technicalSupport: {
          en: 'If you have trouble connecting, call our office and we will help. If the connection drops, your counselor will call you back by phone.',
          es: 'Si tiene problemas para conectarse, llame a nuestra oficina y le ayudaremos. Si la conexión se cae, su consejera le llamará por teléfono.',
        },
        insurance: {
          en: 'Virtual sessions cost the same as sessions at our office, and our sliding scale applies. We provide receipts you can submit to your insurer for possible out-of-network reimbursement.',
          es: 'Las sesiones virtuales cuestan lo mismo que las de nuestra oficina, y se aplica nuestra escala variable. Le damos recibos que puede presentar a su seguro para un posible reembolso fuera de la red.',
        },
        scheduling: {
          en: 'Book through the contact form or by phone. We send reminders 24 hours and 1 hour before each appointment.',
          es: 'Reserve con el formulario de contacto o por teléfono. Enviamos recordatorios 24 horas y 1 hora antes de cada cita.',
        },
      }),
    },
    {
      id: 'book-club',
      icon: 'book-open',
      name: { en: 'Book Club', es: 'Club de lectura' },
      summary: {
        en: 'One Christian book a month, talked over together online every Monday evening.',
        es: 'Un libro cristiano al mes, comentado juntas en línea cada lunes por la noche.',
      },
      schedule: { en: '', es: '' },
      details: labelledBlocks(LABELS, {}),
    },
    {
      id: 'prayer-groups',
      icon: 'pray',
      name: { en: 'Prayer Groups', es: 'Grupos de oración' },
      summary: {
        en: 'Bring your requests and your thanks: we pray together by video call every Tuesday.',
        es: 'Traiga sus peticiones y su gratitud: oramos juntas por videollamada cada martes.',
      },
      schedule: { en: '', es: '' },
      details: labelledBlocks(LABELS, {}),
    },
  ],
};
