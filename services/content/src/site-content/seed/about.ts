import type { AboutContent } from '@ministry/contracts/site-content';

/** The about page: its lead, the founder's story, mission, vision and values. */
export const ABOUT_SEED: AboutContent = {
  hero: {
    heading: {
      en: 'About Us',
      es: 'Sobre nosotras',
    },
    lead: {
      en: 'A community of women helping women find hope, healing and purpose in Christ.',
      es: 'Una comunidad de mujeres que ayudan a otras mujeres a encontrar esperanza, sanidad y propósito en Cristo.',
    },
  },
  founder: {
    heading: {
      en: "Our Founder's Story",
      es: 'La historia de nuestra fundadora',
    },
    name: 'Pastor María Rodríguez',
    role: {
      en: 'Founder and Executive Director',
      es: 'Fundadora y directora ejecutiva',
    },
    story: {
      en: 'María came to New York from Puerto Rico at nineteen with a suitcase, a Bible and a deep sense that God had work for her here. For more than twenty years she served as a pastoral counselor in churches across Queens and Brooklyn, sitting with women in hospital rooms, courtrooms and kitchens.\n\nAgain and again she met women who loved God but were drowning: in depression, in grief, in marriages that had become battlegrounds. Many had never been offered counseling that honoured their faith. Others had never been invited to open the Bible for themselves.\n\nIn 2008 María opened her home in Ridgewood for a Tuesday night Bible study. Within a year the group had outgrown her living room. She earned her counseling license, invited trained counselors and mentors to join her, and Women of Purpose Ministry was born.',
      es: 'María llegó a Nueva York desde Puerto Rico a los diecinueve años con una maleta, una Biblia y la profunda certeza de que Dios tenía una obra para ella aquí. Durante más de veinte años sirvió como consejera pastoral en iglesias de Queens y Brooklyn, acompañando a mujeres en habitaciones de hospital, tribunales y cocinas.\n\nUna y otra vez encontró mujeres que amaban a Dios pero se estaban ahogando: en la depresión, en el duelo, en matrimonios que se habían convertido en campos de batalla. Muchas nunca habían recibido una consejería que honrara su fe. Otras nunca habían sido invitadas a abrir la Biblia por sí mismas.\n\nEn 2008 María abrió su hogar en Ridgewood para un estudio bíblico los martes por la noche. En menos de un año el grupo ya no cabía en su sala. Obtuvo su licencia de consejera, invitó a consejeras y mentoras capacitadas a unirse, y así nació el Ministerio Mujeres con Propósito.',
    },
    quote: {
      en: 'I have never met a woman God has given up on. Our calling is simply to make sure she knows it.',
      es: 'Nunca he conocido a una mujer por la que Dios se haya rendido. Nuestro llamado es simplemente asegurarnos de que ella lo sepa.',
    },
    photo: null,
  },
  mission: {
    heading: {
      en: 'Our Mission',
      es: 'Nuestra misión',
    },
    text: {
      en: 'To help women grow in faith and emotional health through Christ-centered counseling, Bible study, mentoring and community, offered with excellence and compassion in English and Spanish.',
      es: 'Ayudar a las mujeres a crecer en la fe y en su salud emocional por medio de consejería centrada en Cristo, estudio bíblico, mentoría y comunidad, ofrecidos con excelencia y compasión en inglés y en español.',
    },
  },
  vision: {
    heading: {
      en: 'Our Vision',
      es: 'Nuestra visión',
    },
    text: {
      en: 'A city where every woman, whatever her story or her language, knows she is loved by God and has a community to walk with her toward wholeness.',
      es: 'Una ciudad donde cada mujer, sea cual sea su historia o su idioma, sepa que Dios la ama y tenga una comunidad que camine con ella hacia la plenitud.',
    },
  },
  values: {
    heading: {
      en: 'Our Values',
      es: 'Nuestros valores',
    },
    intro: {
      en: 'Six convictions shape everything we do.',
      es: 'Seis convicciones dan forma a todo lo que hacemos.',
    },
    items: [
      {
        id: 'faith-centered',
        title: {
          en: 'Faith-Centered',
          es: 'Centradas en la fe',
        },
        text: {
          en: 'Scripture and prayer are the foundation of our care, and Jesus is the source of our hope.',
          es: 'La Escritura y la oración son el fundamento de nuestro cuidado, y Jesús es la fuente de nuestra esperanza.',
        },
      },
      {
        id: 'compassionate-care',
        title: {
          en: 'Compassionate Care',
          es: 'Cuidado compasivo',
        },
        text: {
          en: 'We meet every woman with warmth and without judgement, wherever she is on her journey.',
          es: 'Recibimos a cada mujer con calidez y sin juicio, dondequiera que esté en su camino.',
        },
      },
      {
        id: 'community-connection',
        title: {
          en: 'Community Connection',
          es: 'Conexión en comunidad',
        },
        text: {
          en: 'Healing happens in relationship, so we build circles of friendship that last beyond a session.',
          es: 'La sanidad sucede en las relaciones, por eso formamos círculos de amistad que duran más allá de una sesión.',
        },
      },
      {
        id: 'professional-excellence',
        title: {
          en: 'Professional Excellence',
          es: 'Excelencia profesional',
        },
        text: {
          en: 'Our counselors are licensed, supervised and trained in approaches that are proven to help.',
          es: 'Nuestras consejeras tienen licencia, supervisión y formación en enfoques de eficacia comprobada.',
        },
      },
      {
        id: 'holistic-approach',
        title: {
          en: 'Holistic Approach',
          es: 'Enfoque integral',
        },
        text: {
          en: 'We care for the whole person: spiritual, emotional, relational and physical well-being.',
          es: 'Cuidamos a la persona completa: su bienestar espiritual, emocional, relacional y físico.',
        },
      },
      {
        id: 'empowerment',
        title: {
          en: 'Empowerment',
          es: 'Empoderamiento',
        },
        text: {
          en: 'We equip women to discover their gifts and to lead, serve and flourish in their callings.',
          es: 'Preparamos a las mujeres para descubrir sus dones y para liderar, servir y florecer en su llamado.',
        },
      },
    ],
  },
};
