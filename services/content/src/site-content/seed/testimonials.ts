import type { TestimonialsContent } from '@ministry/contracts/site-content';
import { labelledBlocks } from './blocks';

/** The labels of a story's blocks (the remote's testimonialStory.labels; "Before and After" is two blocks). */
const LABELS = {
  fullStory: { en: 'Full Story', es: 'Historia completa' },
  impact: { en: 'Impact', es: 'Impacto' },
  specificTools: { en: 'Specific Tools That Helped', es: 'Herramientas que ayudaron' },
  keyLessons: { en: 'Key Lessons', es: 'Lecciones clave' },
  before: { en: 'Before', es: 'Antes' },
  after: { en: 'After', es: 'Después' },
  recommendedResources: { en: 'Recommended Resources', es: 'Recursos recomendados' },
  adviceForOthers: { en: 'Advice for Others', es: 'Consejo para otras' },
};

/** The testimonials and their stories; photos are stored on seed from assets/seed-pictures/<id>.svg (seed.ts). */
export const TESTIMONIALS_SEED: TestimonialsContent = {
  testimonials: [
    {
      id: 'jennifer',
      name: 'Jennifer M.',
      quote: {
        en: 'I came in with panic attacks and a faith I was ashamed of needing. I left with tools that work and a God who feels near again.',
        es: 'Llegué con ataques de pánico y una fe que me avergonzaba necesitar. Salí con herramientas que funcionan y con un Dios que vuelvo a sentir cerca.',
      },
      photo: null,
      story: labelledBlocks(LABELS, {
        fullStory: {
          en: 'Two years ago I started having panic attacks on the subway on my way to work. I was a nurse, a Sunday school teacher, the strong one, and I was terrified that anxiety meant my faith was weak. A friend gave me the ministry’s number. In my first session Dr. Johnson listened for almost an hour, then told me that anxiety is not a sin, it is a signal. We worked together for eight months, weekly at first and then every other week.',
          es: 'Hace dos años empecé a tener ataques de pánico en el metro camino al trabajo. Era enfermera, maestra de escuela dominical, la fuerte de la familia, y me aterraba pensar que la ansiedad significaba que mi fe era débil. Una amiga me dio el número del ministerio. En mi primera sesión la Dra. Johnson me escuchó casi una hora y luego me dijo que la ansiedad no es un pecado, es una señal. Trabajamos juntas ocho meses, al principio cada semana y luego cada dos semanas.',
        },
        impact: {
          en: 'I have not had a panic attack in over a year. I ride the subway again, I sleep through the night, and I pray with honesty instead of fear.',
          es: 'Hace más de un año que no tengo un ataque de pánico. Vuelvo a viajar en metro, duermo toda la noche y oro con sinceridad en lugar de miedo.',
        },
        specificTools: {
          en: [
            'Breathing exercises I can do anywhere, even on a crowded train',
            'A thought journal to catch the "what ifs" and answer them with truth',
            'Praying the Psalms of lament when I do not have my own words',
          ],
          es: [
            'Ejercicios de respiración que puedo hacer en cualquier lugar, incluso en un tren lleno',
            'Un diario de pensamientos para atrapar los "¿y si...?" y responderlos con la verdad',
            'Orar con los Salmos de lamento cuando no tengo mis propias palabras',
          ],
        },
        keyLessons: {
          en: [
            'Asking for help is an act of faith, not a lack of it',
            'Feelings are real but they are not always true',
            'Healing takes time, and small steps count',
          ],
          es: [
            'Pedir ayuda es un acto de fe, no una falta de fe',
            'Los sentimientos son reales, pero no siempre son verdad',
            'La sanidad lleva tiempo, y los pasos pequeños cuentan',
          ],
        },
        before: {
          en: 'Afraid to leave the house, hiding my struggle from my church and my family.',
          es: 'Con miedo de salir de casa, escondiendo mi lucha de mi iglesia y de mi familia.',
        },
        after: {
          en: 'Back at work, sharing my story with other women and leading a prayer group.',
          es: 'De vuelta en el trabajo, compartiendo mi historia con otras mujeres y dirigiendo un grupo de oración.',
        },
        recommendedResources: {
          en: [
            'Finding Peace in Anxious Times (free guide)',
            'Individual Counseling',
            'The Tuesday prayer group',
          ],
          es: [
            'Encontrar paz en tiempos de ansiedad (guía gratuita)',
            'Consejería individual',
            'El grupo de oración de los martes',
          ],
        },
        adviceForOthers: {
          en: 'Do not wait until you are at the bottom. Make the call, even if your voice shakes. You are not too much, and you are not alone.',
          es: 'No espere a tocar fondo. Haga la llamada, aunque le tiemble la voz. Usted no es demasiado, y no está sola.',
        },
      }),
    },
    {
      id: 'carmen',
      name: 'Carmen R.',
      quote: {
        en: 'My Wednesday morning group became my family in New York. We have cried, laughed and prayed each other through everything.',
        es: 'Mi grupo de los miércoles por la mañana se convirtió en mi familia en Nueva York. Hemos llorado, reído y orado unas por otras en todo.',
      },
      photo: null,
      story: labelledBlocks(LABELS, {
        fullStory: {
          en: 'When my husband’s job brought us from the Dominican Republic to Queens, I knew no one. My English was shy and my days were long. A neighbour invited me to the Wednesday morning Bible study, and although I understood only half the discussion at first, I understood the welcome completely. When the Spanish-language group began, Ana asked me to help lead it.',
          es: 'Cuando el trabajo de mi esposo nos trajo de la República Dominicana a Queens, no conocía a nadie. Mi inglés era tímido y mis días eran largos. Una vecina me invitó al estudio bíblico de los miércoles por la mañana y, aunque al principio entendía solo la mitad de la conversación, entendí por completo la bienvenida. Cuando comenzó el grupo en español, Ana me pidió que la ayudara a dirigirlo.',
        },
        impact: {
          en: 'I have a circle of sisters, my English has grown, and I now co-lead a group of ten women who, like me, are starting over far from home.',
          es: 'Tengo un círculo de hermanas, mi inglés ha crecido y ahora codirijo un grupo de diez mujeres que, como yo, empiezan de nuevo lejos de casa.',
        },
        specificTools: {
          en: [
            'The study guides, which taught me to read the Bible slowly and ask questions',
            'The group prayer list, so we carry one another during the week',
            'Childcare during the evening groups, which let my husband and me both attend',
          ],
          es: [
            'Las guías de estudio, que me enseñaron a leer la Biblia despacio y a hacer preguntas',
            'La lista de oración del grupo, para sostenernos unas a otras durante la semana',
            'El cuidado de niños en los grupos de la noche, que nos permitió asistir a mi esposo y a mí',
          ],
        },
        keyLessons: {
          en: [
            'God places the lonely in families',
            'You do not need perfect English or perfect faith to belong',
          ],
          es: [
            'Dios hace habitar en familia a los desamparados',
            'No hace falta un inglés perfecto ni una fe perfecta para pertenecer',
          ],
        },
        before: {
          en: 'Isolated at home, homesick and unsure where I fit.',
          es: 'Aislada en casa, con nostalgia y sin saber dónde encajaba.',
        },
        after: {
          en: 'Surrounded by friends and serving other newcomers in my own language.',
          es: 'Rodeada de amigas y sirviendo a otras recién llegadas en mi propio idioma.',
        },
        recommendedResources: {
          en: ['Guía de Estudio Bíblico para Mujeres', 'Bible Study Groups (Wednesday mornings)'],
          es: ['Guía de Estudio Bíblico para Mujeres', 'Grupos de estudio bíblico (miércoles por la mañana)'],
        },
        adviceForOthers: {
          en: 'Go once. Then go again. Friendship grows one cup of coffee at a time.',
          es: 'Vaya una vez. Luego vuelva. La amistad crece de taza de café en taza de café.',
        },
      }),
    },
    {
      id: 'lisa',
      name: 'Lisa T.',
      quote: {
        en: 'A year of mentoring taught me to listen for God in ordinary days. I finally know what I was made for.',
        es: 'Un año de mentoría me enseñó a escuchar a Dios en los días comunes. Por fin sé para qué fui creada.',
      },
      photo: null,
      story: labelledBlocks(LABELS, {
        fullStory: {
          en: 'At forty-two I felt stuck: a good job, a busy church life and no idea whether any of it was what God wanted. I applied for mentoring hoping for a plan. Instead I was matched with Ana, who met me twice a month for a year, prayed with me and asked questions I had been avoiding.',
          es: 'A los cuarenta y dos años me sentía estancada: un buen trabajo, una vida de iglesia ocupada y ninguna idea de si algo de eso era lo que Dios quería. Solicité la mentoría esperando un plan. En cambio, me unieron a Ana, que se reunió conmigo dos veces al mes durante un año, oró conmigo y me hizo preguntas que yo venía evitando.',
        },
        impact: {
          en: 'I started a reading program for children in our building, something I had dreamed about for years. My prayer life is steady for the first time.',
          es: 'Empecé un programa de lectura para niños en mi edificio, algo que soñaba desde hacía años. Por primera vez mi vida de oración es constante.',
        },
        specificTools: {
          en: [
            'A simple daily rhythm of Scripture, silence and a short journal entry',
            'Monthly reflection questions on gifts, passions and season of life',
          ],
          es: [
            'Un ritmo diario sencillo de Escritura, silencio y una nota breve en el diario',
            'Preguntas mensuales de reflexión sobre dones, pasiones y temporada de vida',
          ],
        },
        keyLessons: {
          en: [
            'Purpose is discovered step by step, not in one big moment',
            'A good mentor points you to God, not to herself',
            'Rest is part of obedience',
          ],
          es: [
            'El propósito se descubre paso a paso, no en un solo gran momento',
            'Una buena mentora la dirige a Dios, no a sí misma',
            'El descanso es parte de la obediencia',
          ],
        },
        recommendedResources: {
          en: ['Discovering Your God-Given Purpose (free guide)', 'Spiritual Mentoring'],
          es: ['Descubrir el propósito que Dios le dio (guía gratuita)', 'Mentoría espiritual'],
        },
        adviceForOthers: {
          en: 'If you feel stuck, ask for a mentor. You do not have to figure out your calling on your own.',
          es: 'Si se siente estancada, pida una mentora. No tiene que descubrir su llamado usted sola.',
        },
      }),
    },
    {
      id: 'denise',
      name: 'Denise W.',
      quote: {
        en: 'The boundaries workshop was three hours that changed how I spend my week, and how I say no without guilt.',
        es: 'El taller de límites fueron tres horas que cambiaron cómo organizo mi semana y cómo digo que no sin culpa.',
      },
      photo: null,
      story: labelledBlocks(LABELS, {}),
    },
  ],
};
