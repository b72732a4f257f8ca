import type { HomeContent } from '@ministry/contracts/site-content';

/** The home page: hero, story, each section's heading and intro, closing band. */
export const HOME_SEED: HomeContent = {
  hero: {
    kicker: {
      en: 'Faith-based care for women in New York',
      es: 'Acompañamiento basado en la fe para mujeres en Nueva York',
    },
    heading: {
      en: 'Find Hope, Healing and Purpose',
      es: 'Encuentre esperanza, sanidad y propósito',
    },
    text: {
      en: 'Christian counseling, Bible study and a community of women who walk with you, in English and Spanish, in Ridgewood and online.',
      es: 'Consejería cristiana, estudio bíblico y una comunidad de mujeres que caminan con usted, en inglés y en español, en Ridgewood y en línea.',
    },
    primary: {
      label: {
        en: 'Explore Our Services',
        es: 'Conozca nuestros servicios',
      },
      href: '/services',
    },
    secondary: {
      label: {
        en: 'Contact Us',
        es: 'Contáctenos',
      },
      href: '/contact',
    },
    image: null,
  },
  story: {
    kicker: {
      en: 'Since 2008',
      es: 'Desde 2008',
    },
    heading: {
      en: 'Our Story',
      es: 'Nuestra historia',
    },
    body: {
      en: 'Women of Purpose began around a kitchen table in Ridgewood, Queens, when our founder, Pastor María Rodríguez, opened her home to a handful of women who were carrying more than they could bear alone: grief, anxiety, broken marriages and the quiet loneliness of starting over in a new country.\n\nWhat started as a weekly Bible study grew into a ministry of licensed Christian counselors, mentors and group leaders. We combine sound clinical practice with the truth and comfort of Scripture, and we serve women of every background, in English and in Spanish.\n\nToday hundreds of women each year find counseling, friendship and spiritual growth with us, in person and online. Our doors, and our hearts, are still as open as that first kitchen table.',
      es: 'Mujeres con Propósito comenzó alrededor de la mesa de una cocina en Ridgewood, Queens, cuando nuestra fundadora, la pastora María Rodríguez, abrió su hogar a un grupo de mujeres que cargaban más de lo que podían llevar solas: duelo, ansiedad, matrimonios rotos y la soledad silenciosa de empezar de nuevo en otro país.\n\nLo que empezó como un estudio bíblico semanal creció hasta convertirse en un ministerio de consejeras cristianas licenciadas, mentoras y líderes de grupo. Unimos una práctica clínica sólida con la verdad y el consuelo de la Escritura, y servimos a mujeres de todo origen, en inglés y en español.\n\nHoy cientos de mujeres encuentran cada año con nosotras consejería, amistad y crecimiento espiritual, en persona y en línea. Nuestras puertas, y nuestros corazones, siguen tan abiertos como aquella primera mesa de cocina.',
    },
    link: {
      label: {
        en: 'Learn more about our ministry',
        es: 'Conozca más sobre nuestro ministerio',
      },
      href: '/about',
    },
    image: null,
  },
  sections: {
    services: {
      heading: {
        en: 'Our Services',
        es: 'Nuestros servicios',
      },
      intro: {
        en: 'Care for the whole woman: mind, heart and spirit. Open a service to see how it works, what it costs and how to begin.',
        es: 'Cuidado para la mujer completa: mente, corazón y espíritu. Abra un servicio para ver cómo funciona, cuánto cuesta y cómo empezar.',
      },
    },
    testimonials: {
      heading: {
        en: 'Stories of Hope',
        es: 'Historias de esperanza',
      },
      intro: {
        en: 'Women from our community share how God met them through counseling, study and friendship.',
        es: 'Mujeres de nuestra comunidad cuentan cómo Dios las encontró por medio de la consejería, el estudio y la amistad.',
      },
    },
    team: {
      heading: {
        en: 'Meet Our Team',
        es: 'Conozca a nuestro equipo',
      },
      intro: {
        en: 'Counselors, teachers and mentors who love God and love the women they serve.',
        es: 'Consejeras, maestras y mentoras que aman a Dios y a las mujeres a quienes sirven.',
      },
    },
    plans: {
      heading: {
        en: 'Subscription Plans',
        es: 'Planes de suscripción',
      },
      intro: {
        en: 'Ongoing care at a predictable monthly price. Change or cancel your plan at any time.',
        es: 'Acompañamiento continuo a un precio mensual previsible. Cambie o cancele su plan en cualquier momento.',
      },
    },
    contact: {
      heading: {
        en: 'Get in Touch',
        es: 'Póngase en contacto',
      },
      intro: {
        en: 'Questions, prayer requests or a first appointment: we reply within 24 hours.',
        es: 'Preguntas, peticiones de oración o una primera cita: respondemos en menos de 24 horas.',
      },
    },
  },
  closing: {
    heading: {
      en: 'Ready to take the next step?',
      es: '¿Lista para dar el siguiente paso?',
    },
    text: {
      en: 'Choose the plan that fits your season, or write to us and we will help you find the right place to start.',
      es: 'Elija el plan que se ajuste a su temporada, o escríbanos y le ayudaremos a encontrar el mejor lugar para empezar.',
    },
    primary: {
      label: {
        en: 'Choose a Plan',
        es: 'Elegir un plan',
      },
      href: '/subscribe',
    },
    secondary: {
      label: {
        en: 'Contact Us',
        es: 'Contáctenos',
      },
      href: '/contact',
    },
  },
};
