import type { FaqContent } from '@ministry/contracts/site-content';

/** The contact page's frequently asked questions. */
export const FAQ_SEED: FaqContent = {
  items: [
    {
      id: 'scheduling',
      question: {
        en: 'How do I schedule a counseling session?',
        es: '¿Cómo programo una sesión de consejería?',
      },
      answer: {
        en: 'Send us a message with this form, call us during office hours or write to our e-mail address. We reply within 24 hours to arrange an initial consultation at a time that suits you, in person in Ridgewood or by video call.',
        es: 'Envíenos un mensaje con este formulario, llámenos en horario de oficina o escriba a nuestro correo electrónico. Respondemos en menos de 24 horas para acordar una consulta inicial a la hora que le convenga, en persona en Ridgewood o por videollamada.',
      },
    },
    {
      id: 'first-session',
      question: {
        en: 'What should I expect in my first session?',
        es: '¿Qué puedo esperar en mi primera sesión?',
      },
      answer: {
        en: 'Your first session lasts about 50 minutes. Your counselor will listen to your story, explain how confidentiality works and agree on goals with you. You decide how much of your faith you would like to bring into the conversation.',
        es: 'La primera sesión dura unos 50 minutos. Su consejera escuchará su historia, le explicará cómo funciona la confidencialidad y acordará metas con usted. Usted decide cuánto de su fe desea traer a la conversación.',
      },
    },
    {
      id: 'subscriptions',
      question: {
        en: 'How do the subscription plans work?',
        es: '¿Cómo funcionan los planes de suscripción?',
      },
      answer: {
        en: 'Each plan includes a set number of counseling sessions every month plus community benefits, for one monthly price. You can upgrade, downgrade or cancel your plan at any time.',
        es: 'Cada plan incluye un número fijo de sesiones de consejería al mes, además de beneficios de comunidad, por un solo precio mensual. Puede mejorar, reducir o cancelar su plan en cualquier momento.',
      },
    },
    {
      id: 'virtual',
      question: {
        en: 'Do you offer virtual sessions?',
        es: '¿Ofrecen sesiones virtuales?',
      },
      answer: {
        en: 'Yes. Virtual counseling takes place by secure video call, Monday to Friday from 9am to 7pm, with a few early-morning and Saturday times. We send reminders 24 hours and 1 hour before each appointment.',
        es: 'Sí. La consejería virtual se realiza por videollamada segura, de lunes a viernes de 9 a. m. a 7 p. m., con algunos horarios temprano por la mañana y los sábados. Enviamos recordatorios 24 horas y 1 hora antes de cada cita.',
      },
    },
  ],
};
