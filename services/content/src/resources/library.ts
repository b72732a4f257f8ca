import type { Language } from '@ministry/contracts/language';
import type { PdfBlock } from './pdf';

/** One document of the resource library, in the languages it is written in. */
export interface LibraryText {
  title: string;
  subtitle: string;
  blocks: readonly PdfBlock[];
}

export interface LibraryDocument {
  /** The download's file name, without extension. */
  fileName: string;
  text: Partial<Record<Language, LibraryText>>;
}

const h = (text: string): PdfBlock => ({ kind: 'heading', text });
const p = (text: string): PdfBlock => ({ kind: 'paragraph', text });
const q = (text: string): PdfBlock => ({ kind: 'quote', text });
const list = (...items: string[]): PdfBlock => ({ kind: 'bullets', items });

/**
 * The files behind the seeded resources, rendered to PDF on download. They ship with the service's
 * code (not as loose files), so every deployment of the service can serve them.
 */
export const LIBRARY: Record<string, LibraryDocument> = {
  'finding-peace': {
    fileName: 'finding-peace-in-anxious-times',
    text: {
      en: {
        title: 'Finding Peace in Anxious Times',
        subtitle: 'A seven-day guide to calming the mind and resting in God',
        blocks: [
          q(
            '"Do not be anxious about anything, but in every situation, by prayer and petition, with thanksgiving, present your requests to God." Philippians 4:6',
          ),
          h('Anxiety is not a lack of faith'),
          p(
            'Many women tell us they feel guilty for being anxious. Anxiety is a signal from a body and mind that feel unsafe; it is not a verdict on your faith. Scripture meets us there with an invitation, not a reprimand: bring it to God, and let others help you carry it.',
          ),
          h('A daily practice (10 minutes)'),
          list(
            'Breathe: four counts in, hold for four, six counts out. Repeat five times.',
            'Name it: write down what you are worried about, as plainly as you can.',
            'Give it: pray over each worry by name and hand it to God.',
            'Give thanks: write three things you are grateful for today.',
            'Take one step: choose one small, concrete action within your control.',
          ),
          h('When to ask for more help'),
          p(
            'If anxiety keeps you from sleeping, working or caring for your family for more than two weeks, or if you have panic attacks, please reach out. Our counselors can help, and your doctor should know too. In a crisis, call or text 988 at any hour.',
          ),
        ],
      },
      es: {
        title: 'Encontrar paz en tiempos de ansiedad',
        subtitle: 'Guía de siete días para calmar la mente y descansar en Dios',
        blocks: [
          q(
            '"Por nada estéis afanosos, sino sean conocidas vuestras peticiones delante de Dios en toda oración y ruego, con acción de gracias." Filipenses 4:6',
          ),
          h('La ansiedad no es falta de fe'),
          p(
            'Muchas mujeres nos cuentan que se sienten culpables por estar ansiosas. La ansiedad es una señal de un cuerpo y una mente que no se sienten seguros; no es un juicio sobre su fe. La Escritura nos encuentra allí con una invitación, no con un reproche: lléveselo a Dios y deje que otros le ayuden a cargarlo.',
          ),
          h('Una práctica diaria (10 minutos)'),
          list(
            'Respire: cuente cuatro al inhalar, sostenga cuatro y exhale en seis. Repita cinco veces.',
            'Póngale nombre: escriba lo que le preocupa, con la mayor sencillez posible.',
            'Entréguelo: ore por cada preocupación por su nombre y entréguesela a Dios.',
            'Agradezca: escriba tres cosas por las que hoy está agradecida.',
            'Dé un paso: elija una acción pequeña y concreta que esté en sus manos.',
          ),
          h('Cuándo pedir más ayuda'),
          p(
            'Si la ansiedad le impide dormir, trabajar o cuidar de su familia durante más de dos semanas, o si tiene ataques de pánico, por favor búsquenos. Nuestras consejeras pueden ayudarle, y su médico también debe saberlo. En una crisis, llame o envíe un mensaje al 988 a cualquier hora.',
          ),
        ],
      },
    },
  },
  'renewing-your-mind': {
    fileName: 'renewing-your-mind-workbook',
    text: {
      en: {
        title: 'Renewing Your Mind',
        subtitle: 'A faith-based workbook for seasons of depression',
        blocks: [
          q(
            '"The Lord is close to the brokenhearted and saves those who are crushed in spirit." Psalm 34:18',
          ),
          h('How to use this workbook'),
          p(
            'Work through one chapter a week, ideally alongside a counselor or a trusted friend. Each chapter pairs a passage of Scripture with a practical exercise drawn from cognitive and behavioral approaches that are well supported by research.',
          ),
          h('Chapter 1: Noticing your thoughts'),
          p(
            'Depression speaks in absolutes: always, never, nobody. For one week, write down the thoughts that come with low moments. Beside each one, write what a loving friend would say, and what God says about you in Scripture.',
          ),
          list(
            'Thought: "I always fail." Truth: "I am learning, and His mercies are new every morning." (Lamentations 3:22-23)',
            'Thought: "Nobody cares." Truth: "I am known and loved by name." (Isaiah 43:1)',
          ),
          h('Chapter 2: Small steps toward life'),
          p(
            'Plan one small, pleasant or meaningful activity each day, even when you do not feel like it. Feelings often follow actions. Record how you felt before and after.',
          ),
          h('A word of care'),
          p(
            'This workbook supports counseling; it does not replace it. If you ever think about harming yourself, call or text 988 right away, or call 911.',
          ),
        ],
      },
      es: {
        title: 'Renovar la mente',
        subtitle: 'Cuaderno de trabajo basado en la fe para temporadas de depresión',
        blocks: [
          q(
            '"Cercano está el Señor a los quebrantados de corazón, y salva a los contritos de espíritu." Salmo 34:18',
          ),
          h('Cómo usar este cuaderno'),
          p(
            'Trabaje un capítulo por semana, idealmente junto a una consejera o una amiga de confianza. Cada capítulo une un pasaje de la Escritura con un ejercicio práctico tomado de enfoques cognitivos y conductuales bien respaldados por la investigación.',
          ),
          h('Capítulo 1: Observar los pensamientos'),
          p(
            'La depresión habla en absolutos: siempre, nunca, nadie. Durante una semana, escriba los pensamientos que llegan en los momentos bajos. Junto a cada uno, escriba lo que le diría una amiga que la ama y lo que Dios dice de usted en la Escritura.',
          ),
          list(
            'Pensamiento: "Siempre fracaso." Verdad: "Estoy aprendiendo, y sus misericordias son nuevas cada mañana." (Lamentaciones 3:22-23)',
            'Pensamiento: "A nadie le importo." Verdad: "Soy conocida y amada por mi nombre." (Isaías 43:1)',
          ),
          h('Capítulo 2: Pequeños pasos hacia la vida'),
          p(
            'Planifique cada día una actividad pequeña, agradable o significativa, aunque no tenga ganas. Con frecuencia los sentimientos siguen a las acciones. Anote cómo se sentía antes y después.',
          ),
          h('Una palabra de cuidado'),
          p(
            'Este cuaderno acompaña la consejería; no la reemplaza. Si alguna vez piensa en hacerse daño, llame o envíe un mensaje al 988 de inmediato, o llame al 911.',
          ),
        ],
      },
    },
  },
  'women-of-the-bible': {
    fileName: 'women-of-the-bible-six-week-study',
    text: {
      en: {
        title: 'Women of the Bible',
        subtitle: 'A six-week small-group study',
        blocks: [
          p(
            'Each week we meet one woman whose story shows how God works through ordinary, courageous lives. Read the passage before your group meets, then use the questions together.',
          ),
          h('The six weeks'),
          list(
            'Week 1: Sarah, waiting on a promise (Genesis 18:1-15; 21:1-7)',
            'Week 2: Ruth, loyal love in a foreign land (Ruth 1-4)',
            'Week 3: Hannah, honest prayer in deep sorrow (1 Samuel 1:1-2:10)',
            'Week 4: Esther, courage for such a time as this (Esther 4)',
            'Week 5: The woman at the well, known and not rejected (John 4:1-42)',
            'Week 6: Mary Magdalene, the first witness of the resurrection (John 20:1-18)',
          ),
          h('Questions for every week'),
          list(
            'What did this woman believe about God at the start of her story, and at the end?',
            'Where do you see yourself in her story?',
            'What is one thing you want to bring to God in prayer this week?',
          ),
          h('For group leaders'),
          p(
            'Open and close in prayer, keep the group between 8 and 12 women, and protect what is shared: what is said in the group stays in the group.',
          ),
        ],
      },
      es: {
        title: 'Mujeres de la Biblia',
        subtitle: 'Estudio de seis semanas para grupos pequeños',
        blocks: [
          p(
            'Cada semana conocemos a una mujer cuya historia muestra cómo Dios obra por medio de vidas comunes y valientes. Lea el pasaje antes de la reunión del grupo y luego usen juntas las preguntas.',
          ),
          h('Las seis semanas'),
          list(
            'Semana 1: Sara, esperando una promesa (Génesis 18:1-15; 21:1-7)',
            'Semana 2: Rut, amor leal en tierra extranjera (Rut 1-4)',
            'Semana 3: Ana, oración sincera en el dolor profundo (1 Samuel 1:1-2:10)',
            'Semana 4: Ester, valentía para un momento como este (Ester 4)',
            'Semana 5: La mujer del pozo, conocida y no rechazada (Juan 4:1-42)',
            'Semana 6: María Magdalena, primera testigo de la resurrección (Juan 20:1-18)',
          ),
          h('Preguntas para cada semana'),
          list(
            '¿Qué creía esta mujer acerca de Dios al comienzo de su historia, y al final?',
            '¿En qué parte de su historia se ve usted reflejada?',
            '¿Qué quiere llevarle a Dios en oración esta semana?',
          ),
          h('Para las líderes de grupo'),
          p(
            'Abran y cierren con oración, mantengan el grupo entre 8 y 12 mujeres y protejan lo que se comparte: lo que se dice en el grupo se queda en el grupo.',
          ),
        ],
      },
    },
  },
  'psalms-journal': {
    fileName: 'psalms-for-the-weary-heart',
    text: {
      en: {
        title: 'Psalms for the Weary Heart',
        subtitle: 'A 30-day devotional journal',
        blocks: [
          p(
            'The Psalms give words to every feeling: joy, grief, fear, anger and hope. For thirty days, read one psalm slowly, then write your own prayer in response.',
          ),
          h('Days 1-10: When you are tired'),
          list(
            'Psalm 23',
            'Psalm 4',
            'Psalm 62',
            'Psalm 121',
            'Psalm 131',
            'Psalm 16',
            'Psalm 46',
            'Psalm 91',
            'Psalm 27',
            'Psalm 3',
          ),
          h('Days 11-20: When you are hurting'),
          list(
            'Psalm 13',
            'Psalm 42',
            'Psalm 34',
            'Psalm 88',
            'Psalm 55',
            'Psalm 22',
            'Psalm 31',
            'Psalm 77',
            'Psalm 142',
            'Psalm 130',
          ),
          h('Days 21-30: When hope returns'),
          list(
            'Psalm 30',
            'Psalm 40',
            'Psalm 103',
            'Psalm 116',
            'Psalm 126',
            'Psalm 145',
            'Psalm 96',
            'Psalm 100',
            'Psalm 139',
            'Psalm 150',
          ),
          h('Each day'),
          list(
            'Read the psalm twice, the second time aloud.',
            'Underline one line that speaks to you.',
            'Write: "Lord, today I feel..." and finish the prayer in your own words.',
          ),
        ],
      },
      es: {
        title: 'Salmos para el corazón cansado',
        subtitle: 'Diario devocional de 30 días',
        blocks: [
          p(
            'Los Salmos ponen palabras a cada sentimiento: alegría, duelo, miedo, enojo y esperanza. Durante treinta días, lea un salmo despacio y luego escriba su propia oración como respuesta.',
          ),
          h('Días 1-10: Cuando está cansada'),
          list(
            'Salmo 23',
            'Salmo 4',
            'Salmo 62',
            'Salmo 121',
            'Salmo 131',
            'Salmo 16',
            'Salmo 46',
            'Salmo 91',
            'Salmo 27',
            'Salmo 3',
          ),
          h('Días 11-20: Cuando está dolida'),
          list(
            'Salmo 13',
            'Salmo 42',
            'Salmo 34',
            'Salmo 88',
            'Salmo 55',
            'Salmo 22',
            'Salmo 31',
            'Salmo 77',
            'Salmo 142',
            'Salmo 130',
          ),
          h('Días 21-30: Cuando vuelve la esperanza'),
          list(
            'Salmo 30',
            'Salmo 40',
            'Salmo 103',
            'Salmo 116',
            'Salmo 126',
            'Salmo 145',
            'Salmo 96',
            'Salmo 100',
            'Salmo 139',
            'Salmo 150',
          ),
          h('Cada día'),
          list(
            'Lea el salmo dos veces, la segunda en voz alta.',
            'Subraye una línea que le hable.',
            'Escriba: "Señor, hoy me siento..." y termine la oración con sus propias palabras.',
          ),
        ],
      },
    },
  },
  'first-session': {
    fileName: 'your-first-counseling-session',
    text: {
      en: {
        title: 'Your First Counseling Session',
        subtitle: 'What to expect, and how to prepare',
        blocks: [
          p(
            'Taking the first step is often the hardest part. This short guide explains what happens in a first session with one of our counselors, so you can come in knowing what to expect.',
          ),
          h('Before you come'),
          list(
            'Book your initial consultation ($75) by phone, e-mail or the contact form.',
            'Fill in the short intake form we send you; it stays confidential.',
            'Write down two or three things you would most like help with.',
          ),
          h('During the session (about 50 minutes)'),
          p(
            'Your counselor will listen to your story, ask about your health, family and faith, and explain how confidentiality works. Together you will agree on goals and how often to meet. You decide how much of your faith you want to bring into the conversation.',
          ),
          h('After the session'),
          p(
            'Regular sessions are $125, or $880 for a package of eight ($110 each). A sliding scale is available: no woman is turned away for lack of money. It is normal to feel tired or emotional afterwards; be gentle with yourself that day.',
          ),
        ],
      },
      es: {
        title: 'Su primera sesión de consejería',
        subtitle: 'Qué esperar y cómo prepararse',
        blocks: [
          p(
            'Dar el primer paso suele ser lo más difícil. Esta breve guía explica qué sucede en una primera sesión con una de nuestras consejeras, para que llegue sabiendo qué esperar.',
          ),
          h('Antes de venir'),
          list(
            'Reserve su consulta inicial ($75) por teléfono, correo electrónico o el formulario de contacto.',
            'Complete el breve formulario de admisión que le enviaremos; es confidencial.',
            'Escriba dos o tres cosas en las que más le gustaría recibir ayuda.',
          ),
          h('Durante la sesión (unos 50 minutos)'),
          p(
            'Su consejera escuchará su historia, le preguntará por su salud, su familia y su fe, y le explicará cómo funciona la confidencialidad. Juntas acordarán metas y con qué frecuencia reunirse. Usted decide cuánto de su fe desea traer a la conversación.',
          ),
          h('Después de la sesión'),
          p(
            'Las sesiones regulares cuestan $125, o $880 por un paquete de ocho ($110 cada una). Hay una escala variable: a ninguna mujer se le niega ayuda por falta de dinero. Es normal sentirse cansada o sensible después; trátese con delicadeza ese día.',
          ),
        ],
      },
    },
  },
  'walking-through-grief': {
    fileName: 'walking-through-grief',
    text: {
      en: {
        title: 'Walking Through Grief',
        subtitle: 'A companion for the journey after loss',
        blocks: [
          q('"Blessed are those who mourn, for they will be comforted." Matthew 5:4'),
          h('Grief has no schedule'),
          p(
            'Grief does not move neatly through stages. It comes in waves, sometimes years later, on birthdays and ordinary Tuesdays. There is no right way and no deadline. Jesus wept at the tomb of His friend; your tears are not a failure of faith.',
          ),
          h('Gentle practices'),
          list(
            'Keep a grief journal: write letters to the one you lost.',
            'Plan for hard days such as anniversaries and holidays; do not face them alone.',
            'Care for your body: sleep, simple meals, a short walk each day.',
            'Let people help in specific ways: a meal, a ride, an hour of company.',
          ),
          h('Reflection questions'),
          list(
            'What do I miss most today?',
            'What am I afraid to say out loud?',
            "Where have I seen God's care this week, even in a small way?",
          ),
          h('You are not alone'),
          p(
            'Our grief support circle meets monthly, and our counselors walk with women through loss every week. Reach out whenever you are ready.',
          ),
        ],
      },
      es: {
        title: 'Caminar a través del duelo',
        subtitle: 'Una compañía para el camino después de una pérdida',
        blocks: [
          q('"Bienaventurados los que lloran, porque ellos recibirán consolación." Mateo 5:4'),
          h('El duelo no tiene horario'),
          p(
            'El duelo no avanza ordenadamente por etapas. Llega en olas, a veces años después, en cumpleaños y en martes cualquiera. No hay una forma correcta ni una fecha límite. Jesús lloró ante la tumba de su amigo; sus lágrimas no son un fracaso de la fe.',
          ),
          h('Prácticas suaves'),
          list(
            'Lleve un diario de duelo: escriba cartas a la persona que perdió.',
            'Prepárese para los días difíciles, como aniversarios y fiestas; no los enfrente sola.',
            'Cuide su cuerpo: descanso, comidas sencillas y una caminata corta cada día.',
            'Deje que la ayuden de maneras concretas: una comida, un viaje, una hora de compañía.',
          ),
          h('Preguntas para reflexionar'),
          list(
            '¿Qué es lo que más extraño hoy?',
            '¿Qué me da miedo decir en voz alta?',
            '¿Dónde he visto el cuidado de Dios esta semana, aunque sea en algo pequeño?',
          ),
          h('No está sola'),
          p(
            'Nuestro círculo de apoyo para el duelo se reúne cada mes, y nuestras consejeras acompañan cada semana a mujeres que atraviesan una pérdida. Escríbanos cuando esté lista.',
          ),
        ],
      },
    },
  },
  'family-devotions': {
    fileName: 'family-devotions-around-the-table',
    text: {
      en: {
        title: 'Family Devotions Around the Table',
        subtitle: 'Twelve weeks of short devotions for busy families',
        blocks: [
          p(
            'Faith grows at home in small, regular moments. Each devotion takes ten minutes at dinner: read a short passage, ask one question, and pray together. Let the children take turns leading.',
          ),
          h('Twelve themes'),
          list(
            'God made us (Genesis 1:27)',
            'God is with us (Joshua 1:9)',
            'Saying sorry and forgiving (Ephesians 4:32)',
            'Kind words (Proverbs 16:24)',
            'Sharing what we have (Acts 4:32)',
            'Being brave (Psalm 56:3)',
            'Telling the truth (Ephesians 4:25)',
            'Thankful hearts (1 Thessalonians 5:18)',
            'Helping at home (Colossians 3:23)',
            'Loving our neighbours (Luke 10:27)',
            'Rest and Sabbath (Mark 6:31)',
            "God's love never ends (Romans 8:38-39)",
          ),
          h('Tips for parents'),
          list(
            'Keep it short and warm; stop while it is still fun.',
            'Ask open questions and listen to every answer.',
            'Miss a night? Simply start again tomorrow.',
          ),
        ],
      },
      es: {
        title: 'Devocionales familiares alrededor de la mesa',
        subtitle: 'Doce semanas de devocionales breves para familias ocupadas',
        blocks: [
          p(
            'La fe crece en casa en momentos pequeños y regulares. Cada devocional dura diez minutos durante la cena: lean un pasaje corto, hagan una pregunta y oren juntos. Dejen que los niños se turnen para dirigir.',
          ),
          h('Doce temas'),
          list(
            'Dios nos creó (Génesis 1:27)',
            'Dios está con nosotros (Josué 1:9)',
            'Pedir perdón y perdonar (Efesios 4:32)',
            'Palabras amables (Proverbios 16:24)',
            'Compartir lo que tenemos (Hechos 4:32)',
            'Ser valientes (Salmo 56:3)',
            'Decir la verdad (Efesios 4:25)',
            'Corazones agradecidos (1 Tesalonicenses 5:18)',
            'Ayudar en casa (Colosenses 3:23)',
            'Amar al prójimo (Lucas 10:27)',
            'Descanso y día de reposo (Marcos 6:31)',
            'El amor de Dios nunca termina (Romanos 8:38-39)',
          ),
          h('Consejos para padres'),
          list(
            'Que sea breve y cálido; terminen mientras todavía es divertido.',
            'Hagan preguntas abiertas y escuchen cada respuesta.',
            '¿Se saltaron una noche? Simplemente empiecen de nuevo mañana.',
          ),
        ],
      },
    },
  },
  'christ-centered-marriage': {
    fileName: 'building-a-christ-centered-marriage',
    text: {
      en: {
        title: 'Building a Christ-Centered Marriage',
        subtitle: 'Eight conversations for couples',
        blocks: [
          q('"A cord of three strands is not quickly broken." Ecclesiastes 4:12'),
          p(
            'Set aside one evening a week for eight weeks. Read the passage together, take turns answering the questions, and end by praying for each other by name.',
          ),
          h('The eight conversations'),
          list(
            'Our story: what drew us together (Genesis 2:18-24)',
            'Listening well (James 1:19)',
            'Handling conflict with grace (Ephesians 4:26-27)',
            'Forgiveness that heals (Colossians 3:13)',
            'Money, work and rest (Proverbs 3:9-10)',
            'Intimacy and friendship (Song of Songs 2:16)',
            'Raising children together (Deuteronomy 6:6-7)',
            'Serving others as a couple (1 Peter 4:10)',
          ),
          h('A safety note'),
          p(
            'These conversations are for marriages that are safe. If you are afraid of your spouse, or experience control, threats or violence, please speak with one of our counselors privately, or call the National Domestic Violence Hotline at 1-800-799-7233.',
          ),
        ],
      },
      es: {
        title: 'Construir un matrimonio centrado en Cristo',
        subtitle: 'Ocho conversaciones para parejas',
        blocks: [
          q('"Cordón de tres dobleces no se rompe pronto." Eclesiastés 4:12'),
          p(
            'Aparten una noche por semana durante ocho semanas. Lean juntos el pasaje, túrnense para responder las preguntas y terminen orando el uno por el otro por nombre.',
          ),
          h('Las ocho conversaciones'),
          list(
            'Nuestra historia: qué nos unió (Génesis 2:18-24)',
            'Escuchar bien (Santiago 1:19)',
            'Manejar los conflictos con gracia (Efesios 4:26-27)',
            'El perdón que sana (Colosenses 3:13)',
            'Dinero, trabajo y descanso (Proverbios 3:9-10)',
            'Intimidad y amistad (Cantares 2:16)',
            'Criar juntos a los hijos (Deuteronomio 6:6-7)',
            'Servir a otros como pareja (1 Pedro 4:10)',
          ),
          h('Una nota de seguridad'),
          p(
            'Estas conversaciones son para matrimonios seguros. Si tiene miedo de su cónyuge o vive control, amenazas o violencia, hable en privado con una de nuestras consejeras o llame a la Línea Nacional contra la Violencia Doméstica al 1-800-799-7233.',
          ),
        ],
      },
    },
  },
  'gods-purpose': {
    fileName: 'discovering-your-god-given-purpose',
    text: {
      en: {
        title: 'Discovering Your God-Given Purpose',
        subtitle: 'A personal reflection guide',
        blocks: [
          q('"For we are God\'s handiwork, created in Christ Jesus to do good works." Ephesians 2:10'),
          p(
            'Purpose is rarely found in a single moment of revelation. More often it is discovered step by step, as we pay attention to how God made us and where He is already at work around us.',
          ),
          h('Four questions to pray over'),
          list(
            'Gifts: what do others thank me for? What comes naturally to me?',
            'Passions: what needs in the world move me to tears or to action?',
            'Story: how has God used my hardest seasons to shape me?',
            'Season: what responsibilities has God placed in my hands right now?',
          ),
          h('A next step'),
          p(
            'Write one sentence that joins your answers: "I believe God is inviting me to... for... because..." Share it with a mentor or a friend, and choose one small way to live it out this month.',
          ),
        ],
      },
      es: {
        title: 'Descubrir el propósito que Dios le dio',
        subtitle: 'Guía personal de reflexión',
        blocks: [
          q('"Porque somos hechura suya, creados en Cristo Jesús para buenas obras." Efesios 2:10'),
          p(
            'El propósito rara vez se encuentra en un solo momento de revelación. Con más frecuencia se descubre paso a paso, al prestar atención a cómo Dios nos hizo y a dónde ya está obrando a nuestro alrededor.',
          ),
          h('Cuatro preguntas para orar'),
          list(
            'Dones: ¿por qué me dan las gracias los demás? ¿Qué me sale con naturalidad?',
            'Pasiones: ¿qué necesidades del mundo me mueven a las lágrimas o a la acción?',
            'Historia: ¿cómo ha usado Dios mis temporadas más difíciles para formarme?',
            'Temporada: ¿qué responsabilidades ha puesto Dios en mis manos ahora?',
          ),
          h('Un siguiente paso'),
          p(
            'Escriba una frase que una sus respuestas: "Creo que Dios me invita a... para... porque..." Compártala con una mentora o una amiga y elija una forma pequeña de vivirla este mes.',
          ),
        ],
      },
    },
  },
  'healthy-boundaries': {
    fileName: 'healthy-boundaries-for-women-of-faith',
    text: {
      en: {
        title: 'Healthy Boundaries for Women of Faith',
        subtitle: 'Saying yes and no with love',
        blocks: [
          p(
            'Many women of faith believe that a good Christian never says no. Yet Jesus Himself withdrew to rest and pray, and did not meet every demand placed on Him. Boundaries protect what God has entrusted to you: your health, your family and your calling.',
          ),
          h('Signs you may need clearer boundaries'),
          list(
            'You feel resentful after saying yes.',
            'You are exhausted but cannot rest.',
            "Other people's moods decide your day.",
            'You apologise for having needs.',
          ),
          h('Practising a loving no'),
          list(
            'Pause: "Let me pray about it and get back to you."',
            'Be clear and kind: "I can\'t do that this month, but I am glad you asked."',
            'Offer what you can, if you want to: "I can\'t host, but I can bring dessert."',
            'Expect discomfort; it fades as you practise.',
          ),
          h('Workbook exercise'),
          p(
            'List your commitments for the coming week. Beside each, write whether it flows from love, fear or guilt. Pray over the ones that come from fear or guilt, and choose one to change.',
          ),
        ],
      },
      es: {
        title: 'Límites saludables para mujeres de fe',
        subtitle: 'Decir sí y no con amor',
        blocks: [
          p(
            'Muchas mujeres de fe creen que una buena cristiana nunca dice que no. Sin embargo, Jesús mismo se apartaba para descansar y orar, y no atendió todas las exigencias que le hacían. Los límites protegen lo que Dios le ha confiado: su salud, su familia y su llamado.',
          ),
          h('Señales de que necesita límites más claros'),
          list(
            'Siente resentimiento después de decir que sí.',
            'Está agotada pero no puede descansar.',
            'El ánimo de los demás decide su día.',
            'Pide perdón por tener necesidades.',
          ),
          h('Practicar un no con amor'),
          list(
            'Haga una pausa: "Déjeme orar al respecto y le respondo."',
            'Sea clara y amable: "Este mes no puedo, pero me alegra que me lo pidiera."',
            'Ofrezca lo que pueda, si lo desea: "No puedo recibir en casa, pero puedo llevar el postre."',
            'Espere sentirse incómoda; pasa con la práctica.',
          ),
          h('Ejercicio del cuaderno'),
          p(
            'Haga una lista de sus compromisos para la próxima semana. Junto a cada uno, escriba si nace del amor, del miedo o de la culpa. Ore por los que nacen del miedo o de la culpa y elija uno para cambiar.',
          ),
        ],
      },
    },
  },
  'guia-estudio-biblico': {
    fileName: 'guia-de-estudio-biblico-para-mujeres',
    text: {
      es: {
        title: 'Guía de Estudio Bíblico para Mujeres',
        subtitle: 'Ocho semanas en el Evangelio de Lucas',
        blocks: [
          p(
            'Esta guía acompaña a nuestros grupos en español. Cada semana leemos un pasaje de Lucas, el evangelio que más atención presta a las mujeres que siguieron a Jesús, y lo conversamos en comunidad.',
          ),
          h('Plan de lectura'),
          list(
            'Semana 1: María recibe la promesa (Lucas 1:26-56)',
            'Semana 2: Ana, la profetisa que esperaba (Lucas 2:36-38)',
            'Semana 3: Jesús levanta al hijo de la viuda de Naín (Lucas 7:11-17)',
            'Semana 4: La mujer que mucho amó (Lucas 7:36-50)',
            'Semana 5: Las mujeres que servían con sus bienes (Lucas 8:1-3)',
            'Semana 6: Marta y María (Lucas 10:38-42)',
            'Semana 7: La mujer encorvada es liberada (Lucas 13:10-17)',
            'Semana 8: Las mujeres en la tumba vacía (Lucas 24:1-12)',
          ),
          h('Método de estudio: observar, interpretar, aplicar'),
          list(
            'Observar: ¿qué dice el texto? ¿Quién, qué, dónde, cuándo?',
            'Interpretar: ¿qué significaba para sus primeros lectores?',
            'Aplicar: ¿qué me pide Dios hoy a través de este pasaje?',
          ),
          h('Compromiso del grupo'),
          p(
            'Nos reunimos en grupos de 8 a 12 mujeres, oramos unas por otras y guardamos con cuidado lo que se comparte. ¡Bienvenida!',
          ),
        ],
      },
    },
  },
  'sanando-el-corazon': {
    fileName: 'sanando-el-corazon-devocional',
    text: {
      es: {
        title: 'Sanando el corazón',
        subtitle: 'Devocional de 30 días para mujeres',
        blocks: [
          q('"Él sana a los quebrantados de corazón, y venda sus heridas." Salmo 147:3'),
          p(
            'Treinta lecturas breves para las temporadas en que el corazón está herido: por una pérdida, una traición, una migración o el cansancio de cuidar a otros. Cada día incluye un versículo, una reflexión y una oración.',
          ),
          h('Semana 1: Dios ve mi dolor'),
          list(
            'Génesis 16:13: El Dios que me ve',
            'Salmo 56:8: Mis lágrimas en tu redoma',
            'Isaías 43:2: Cuando pases por las aguas',
          ),
          h('Semana 2: Dios me sostiene'),
          list('Isaías 41:10: No temas', 'Salmo 46:1: Nuestro amparo y fortaleza', 'Mateo 11:28: Venid a mí'),
          h('Semanas 3 y 4: Dios me restaura'),
          list(
            'Joel 2:25: Os restituiré los años',
            'Lamentaciones 3:22-23: Nuevas son cada mañana',
            'Apocalipsis 21:4: Enjugará toda lágrima',
          ),
          h('Oración'),
          p(
            'Señor, tú conoces cada herida de mi corazón. Hoy te entrego lo que no puedo cambiar y te pido fuerza para dar el siguiente paso. Amén.',
          ),
        ],
      },
    },
  },
  'praying-together': {
    fileName: 'praying-together-guide',
    text: {
      en: {
        title: 'Praying Together',
        subtitle: 'A guide for prayer partners and small groups',
        blocks: [
          p(
            'Our prayer group meets every Tuesday by video call. Whether you join us or pray with a friend, this guide offers a simple rhythm for praying together.',
          ),
          h('A simple rhythm (30 minutes)'),
          list(
            'Praise (5 minutes): thank God for who He is.',
            'Share (10 minutes): each person names one request, briefly.',
            'Pray (12 minutes): pray for one another by name.',
            'Bless (3 minutes): close with a blessing such as Numbers 6:24-26.',
          ),
          h('Good habits'),
          list(
            'Keep confidences: requests stay within the group.',
            'Pray more than you talk about praying.',
            'Follow up: ask next week how things went.',
          ),
        ],
      },
      es: {
        title: 'Orar juntas',
        subtitle: 'Guía para compañeras de oración y grupos pequeños',
        blocks: [
          p(
            'Nuestro grupo de oración se reúne cada martes por videollamada. Ya sea que se una a nosotras o que ore con una amiga, esta guía ofrece un ritmo sencillo para orar juntas.',
          ),
          h('Un ritmo sencillo (30 minutos)'),
          list(
            'Alabanza (5 minutos): agradezcan a Dios por quién es.',
            'Compartir (10 minutos): cada una menciona brevemente una petición.',
            'Orar (12 minutos): oren unas por otras por nombre.',
            'Bendecir (3 minutos): terminen con una bendición como Números 6:24-26.',
          ),
          h('Buenos hábitos'),
          list(
            'Guarden la confidencialidad: las peticiones se quedan en el grupo.',
            'Oren más de lo que hablan de orar.',
            'Den seguimiento: pregunten la semana siguiente cómo fue.',
          ),
        ],
      },
    },
  },
};

/** The document's text in the asked language, or in the language it is written in. */
export function libraryText(
  document: LibraryDocument,
  language: Language,
): { text: LibraryText; language: Language } {
  const own = document.text[language];
  if (own) return { text: own, language };
  const other: Language = language === 'es' ? 'en' : 'es';
  const fallback = document.text[other];
  if (!fallback) throw new Error(`library document ${document.fileName} has no text`);
  return { text: fallback, language: other };
}
