import type { Language } from '@ministry/contracts/language';

/**
 * The texts of every head, in English and Spanish. Titles are the ones each screen sets in the
 * browser (`usePageTitle`: "<page> | <site title>"), descriptions the lead of the page where it has
 * one; both are copied from the remotes' locales (a service never imports a remote), and
 * `__tests__/texts.test.ts` fails when a remote's page title changes and this copy does not.
 */
export interface Texts {
  title: string;
  description: string;
}

export const SITE_TEXTS: Record<
  Language,
  { title: string; description: string; imageAlt: string; locale: 'en_US' | 'es_US' }
> = {
  en: {
    title: 'Spiritual Counseling & Bible Study',
    description:
      'We help women in our New York community grow through faith-based counseling and Bible study. Join us.',
    imageAlt: 'Women of Purpose Ministry: faith-based counseling and Bible study for women in New York',
    locale: 'en_US',
  },
  es: {
    title: 'Consejería Espiritual y Estudio Bíblico',
    description:
      'Ayudamos a las mujeres de nuestra comunidad en Nueva York a crecer mediante consejería basada en la fe y estudio bíblico. Únase a nosotras.',
    imageAlt:
      'Ministerio Mujeres con Propósito: consejería basada en la fe y estudio bíblico para mujeres en Nueva York',
    locale: 'es_US',
  },
};

export const PAGE_KEYS = [
  'home',
  'about',
  'services',
  'team',
  'contact',
  'resources',
  'events',
  'eventOccurrence',
  'cancelRegistration',
  'confirmRegistration',
  'eventManagement',
  'shop',
  'product',
  'cart',
  'checkout',
  'checkoutComplete',
  'login',
  'register',
  'forgotPassword',
  'resetPassword',
  'verifyEmail',
  'account',
  'subscribe',
  'subscriptionSuccess',
  'give',
  'giveThankYou',
  'admin',
  'notFound',
] as const;
export type PageKey = (typeof PAGE_KEYS)[number];

export const PAGE_TEXTS: Record<PageKey, Record<Language, Texts>> = {
  home: {
    en: { title: 'Find Hope, Healing and Purpose', description: SITE_TEXTS.en.description },
    es: { title: 'Encuentre esperanza, sanidad y propósito', description: SITE_TEXTS.es.description },
  },
  about: {
    en: {
      title: 'About Us',
      description: 'A community of women helping women find hope, healing and purpose in Christ.',
    },
    es: {
      title: 'Sobre nosotras',
      description:
        'Una comunidad de mujeres que ayudan a otras mujeres a encontrar esperanza, sanidad y propósito en Cristo.',
    },
  },
  services: {
    en: {
      title: 'Our Services',
      description:
        'Whether you need a counselor, a study group or a friend further along the road, there is a place for you here. Choose a service to learn more.',
    },
    es: {
      title: 'Nuestros servicios',
      description:
        'Ya sea que necesite una consejera, un grupo de estudio o una amiga que va más adelante en el camino, aquí hay un lugar para usted. Elija un servicio para saber más.',
    },
  },
  team: {
    en: {
      title: 'Our Team',
      description:
        'Licensed counselors, Bible teachers and mentors who share one calling: to walk with women toward hope and wholeness.',
    },
    es: {
      title: 'Nuestro equipo',
      description:
        'Consejeras licenciadas, maestras de la Biblia y mentoras que comparten un mismo llamado: caminar con las mujeres hacia la esperanza y la plenitud.',
    },
  },
  contact: {
    en: {
      title: 'Contact Us',
      description:
        'We would love to hear from you. Send us a message, call during office hours, or visit us in Ridgewood.',
    },
    es: {
      title: 'Contáctenos',
      description:
        'Nos encantaría saber de usted. Envíenos un mensaje, llámenos en horario de oficina o visítenos en Ridgewood.',
    },
  },
  resources: {
    en: {
      title: 'Resources',
      description:
        'Free guides, studies and workbooks to support your journey of faith and healing. Members enjoy discounts on premium resources.',
    },
    es: {
      title: 'Recursos',
      description:
        'Guías, estudios y cuadernos gratuitos para acompañar su camino de fe y sanidad. Los miembros disfrutan de descuentos en recursos premium.',
    },
  },
  events: {
    en: {
      title: 'Events',
      description:
        'Bible studies, prayer groups, workshops and retreats: choose a day to see what is on, and join us.',
    },
    es: {
      title: 'Eventos',
      description:
        'Estudios bíblicos, grupos de oración, talleres y retiros: elija un día para ver qué hay y acompáñenos.',
    },
  },
  // An occurrence page whose event could not be read: the calendar's lead.
  eventOccurrence: {
    en: {
      title: 'Event',
      description:
        'Bible studies, prayer groups, workshops and retreats: choose a day to see what is on, and join us.',
    },
    es: {
      title: 'Evento',
      description:
        'Estudios bíblicos, grupos de oración, talleres y retiros: elija un día para ver qué hay y acompáñenos.',
    },
  },
  cancelRegistration: {
    en: {
      title: 'Cancel your place',
      description:
        'If you can no longer come, cancel your place here: it goes to the next person on the waitlist. You do not need to sign in.',
    },
    es: {
      title: 'Cancelar su lugar',
      description:
        'Si ya no puede venir, cancele su lugar aquí: pasará a la siguiente persona de la lista de espera. No necesita iniciar sesión.',
    },
  },
  confirmRegistration: {
    en: {
      title: 'Confirm your sign-up',
      description:
        'Confirm the event sign-up you made with your e-mail address, so your place is kept. You do not need to sign in.',
    },
    es: {
      title: 'Confirmar su inscripción',
      description:
        'Confirme la inscripción al evento que hizo con su correo electrónico, para que se conserve su lugar. No necesita iniciar sesión.',
    },
  },
  eventManagement: {
    en: {
      title: 'Event Management',
      description:
        'Create, edit and delete the events on the calendar. Changes show on the Events page at once.',
    },
    es: {
      title: 'Gestión de eventos',
      description:
        'Cree, edite y elimine los eventos del calendario. Los cambios se ven enseguida en la página de eventos.',
    },
  },
  shop: {
    en: {
      title: 'Shop',
      description:
        'Faith-inspired t-shirts and birthstone bracelets. Every purchase supports our counseling and Bible study ministry.',
    },
    es: {
      title: 'Tienda',
      description:
        'Camisetas inspiradas en la fe y pulseras con piedra natal. Cada compra apoya nuestro ministerio de consejería y estudio bíblico.',
    },
  },
  // A product page whose product could not be read: the shop's lead.
  product: {
    en: {
      title: 'Product Details',
      description:
        'Faith-inspired t-shirts and birthstone bracelets. Every purchase supports our counseling and Bible study ministry.',
    },
    es: {
      title: 'Detalles del producto',
      description:
        'Camisetas inspiradas en la fe y pulseras con piedra natal. Cada compra apoya nuestro ministerio de consejería y estudio bíblico.',
    },
  },
  cart: {
    en: { title: 'Shopping Cart', description: 'The items in your cart, ready for checkout.' },
    es: {
      title: 'Carrito de compras',
      description: 'Los artículos de su carrito, listos para finalizar la compra.',
    },
  },
  checkout: {
    en: {
      title: 'Checkout',
      description: 'Fill in your details to place your order. Fields marked * are required.',
    },
    es: {
      title: 'Finalizar compra',
      description: 'Complete sus datos para hacer su pedido. Los campos marcados con * son obligatorios.',
    },
  },
  checkoutComplete: {
    en: { title: 'Order Confirmation', description: 'The confirmation of your order and its payment.' },
    es: {
      title: 'Confirmación del pedido',
      description: 'La confirmación de su pedido y de su pago.',
    },
  },
  login: {
    en: {
      title: 'Login',
      description: 'Sign in to your account: your event sign-ups, orders, subscription and member resources.',
    },
    es: {
      title: 'Iniciar sesión',
      description:
        'Inicie sesión en su cuenta: sus inscripciones a eventos, pedidos, suscripción y recursos para miembros.',
    },
  },
  register: {
    en: { title: 'Create an Account', description: 'Join our community of women growing in faith.' },
    es: {
      title: 'Crear una cuenta',
      description: 'Únase a nuestra comunidad de mujeres que crecen en la fe.',
    },
  },
  forgotPassword: {
    en: {
      title: 'Forgot Password',
      description:
        'Enter the e-mail address of your account and we will send you a link to choose a new password.',
    },
    es: {
      title: 'Olvidó su contraseña',
      description:
        'Escriba el correo electrónico de su cuenta y le enviaremos un enlace para elegir una nueva contraseña.',
    },
  },
  resetPassword: {
    en: {
      title: 'Choose a New Password',
      description: 'Use at least 8 characters. You will be signed in as soon as it is saved.',
    },
    es: {
      title: 'Elegir una nueva contraseña',
      description: 'Use al menos 8 caracteres. Iniciará sesión en cuanto se guarde.',
    },
  },
  verifyEmail: {
    en: {
      title: 'Confirm Your E-mail',
      description: 'Confirm the e-mail address of your Women of Purpose Ministry account.',
    },
    es: {
      title: 'Confirme su correo',
      description: 'Confirme el correo electrónico de su cuenta del Ministerio Mujeres con Propósito.',
    },
  },
  account: {
    en: {
      title: 'Account Settings',
      description: 'Your profile, orders, event sign-ups, subscription and resources.',
    },
    es: {
      title: 'Configuración de la cuenta',
      description: 'Su perfil, pedidos, inscripciones a eventos, suscripción y recursos.',
    },
  },
  subscribe: {
    en: {
      title: 'Subscription Plans',
      description:
        'Choose the plan that fits your season. Every plan is billed monthly and can be cancelled at any time.',
    },
    es: {
      title: 'Planes de suscripción',
      description:
        'Elija el plan que se adapte a su etapa. Todos los planes se cobran mensualmente y puede cancelarlos en cualquier momento.',
    },
  },
  subscriptionSuccess: {
    en: {
      title: 'Subscription Confirmed',
      description: 'Your monthly plan with Women of Purpose Ministry.',
    },
    es: {
      title: 'Suscripción confirmada',
      description: 'Su plan mensual con el Ministerio Mujeres con Propósito.',
    },
  },
  give: {
    en: {
      title: 'Give',
      description:
        'Support the ministry with a one-time or monthly gift to the fund of your choice. Every gift receives a receipt for your taxes.',
    },
    es: {
      title: 'Donar',
      description:
        'Apoye al ministerio con una donación única o mensual al fondo que usted elija. Cada donación recibe un recibo para sus impuestos.',
    },
  },
  giveThankYou: {
    en: {
      title: 'Thank You for Your Gift',
      description: 'Your gift to Women of Purpose Ministry.',
    },
    es: {
      title: 'Gracias por su donación',
      description: 'Su donación al Ministerio Mujeres con Propósito.',
    },
  },
  admin: {
    en: {
      title: 'Admin Dashboard',
      description:
        "An overview of the ministry's site: events, the shop, giving, resources, messages and people.",
    },
    es: {
      title: 'Panel de administración',
      description:
        'Un resumen del sitio del ministerio: eventos, la tienda, las donaciones, recursos, mensajes y personas.',
    },
  },
  notFound: {
    en: {
      title: '404 Page Not Found',
      description: 'The page you are looking for does not exist or has moved.',
    },
    es: {
      title: '404 Página no encontrada',
      description: 'La página que busca no existe o se ha movido.',
    },
  },
};

/** "<page> | <site title>", as `usePageTitle` writes it in the browser. */
export function documentTitle(pageTitle: string, language: Language): string {
  return `${pageTitle} | ${SITE_TEXTS[language].title}`;
}
