import carmenImage from '../assets/testimonials/carmen.svg';
import deniseImage from '../assets/testimonials/denise.svg';
import jenniferImage from '../assets/testimonials/jennifer.svg';
import lisaImage from '../assets/testimonials/lisa.svg';

/** A testimonial; rating is a number of stars out of 5. */
export interface Testimonial {
  id: string;
  name: string;
  role: string;
  roleEs: string;
  quote: string;
  quoteEs: string;
  imageUrl: string;
  rating: number;
}

export const MAX_RATING = 5;

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 'jennifer',
    name: 'Jennifer M.',
    role: 'Counseling client',
    roleEs: 'Cliente de consejería',
    quote:
      'I came in with panic attacks and a faith I was ashamed of needing. I left with tools that work and a God who feels near again.',
    quoteEs:
      'Llegué con ataques de pánico y una fe que me avergonzaba necesitar. Salí con herramientas que funcionan y con un Dios que vuelvo a sentir cerca.',
    imageUrl: jenniferImage,
    rating: 5,
  },
  {
    id: 'carmen',
    name: 'Carmen R.',
    role: 'Bible study member',
    roleEs: 'Miembro de un estudio bíblico',
    quote:
      'My Wednesday morning group became my family in New York. We have cried, laughed and prayed each other through everything.',
    quoteEs:
      'Mi grupo de los miércoles por la mañana se convirtió en mi familia en Nueva York. Hemos llorado, reído y orado unas por otras en todo.',
    imageUrl: carmenImage,
    rating: 5,
  },
  {
    id: 'lisa',
    name: 'Lisa T.',
    role: 'Mentoring participant',
    roleEs: 'Participante de mentoría',
    quote:
      'A year of mentoring taught me to listen for God in ordinary days. I finally know what I was made for.',
    quoteEs:
      'Un año de mentoría me enseñó a escuchar a Dios en los días comunes. Por fin sé para qué fui creada.',
    imageUrl: lisaImage,
    rating: 5,
  },
  {
    id: 'denise',
    name: 'Denise W.',
    role: 'Workshop participant',
    roleEs: 'Participante de talleres',
    quote:
      'The boundaries workshop was three hours that changed how I spend my week, and how I say no without guilt.',
    quoteEs:
      'El taller de límites fueron tres horas que cambiaron cómo organizo mi semana y cómo digo que no sin culpa.',
    imageUrl: deniseImage,
    rating: 4,
  },
];
