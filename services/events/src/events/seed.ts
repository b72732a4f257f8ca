import type { EventInput } from '@ministry/contracts/event-input';
import { DEFAULT_SIGNUP } from '@ministry/contracts/event-signup';
import {
  addDays,
  addMonths,
  startOfMonth,
  todayInNewYork,
  weekdayIndex,
  type CalendarDay,
} from '@ministry/contracts/calendar-day';
import { EventModel } from './model';
import { storedDate } from './time';

const CENTER = 'Ministry Center, 60-12 Myrtle Avenue, Ridgewood, NY';

/** The day `offset` days from `from`, stored the service's way (12:00 UTC of the New York day). */
function dayFrom(from: CalendarDay, offset: number): Date {
  return storedDate(addDays(from, offset));
}

/** The season's weekly groups began about eight weeks ago. */
const SEASON_WEEKS_AGO = 8;

/** The given weekday (0 = Sunday) eight weeks before the last one on or before `from`: a series' start. */
function seasonStart(from: CalendarDay, weekday: number): Date {
  return dayFrom(from, -((weekdayIndex(from) - weekday + 7) % 7) - SEASON_WEEKS_AGO * 7);
}

/** A realistic ministry calendar around `today`, in English and Spanish. */
export function demoEvents(today: CalendarDay = todayInNewYork()): EventInput[] {
  const off = { signup: { ...DEFAULT_SIGNUP, membersOnly: false }, pricing: null };
  const weekly = { ...off, isRecurring: true, recurringType: 'weekly' as const, recurringEndDate: null };
  const once = { ...off, isRecurring: false, recurringType: null, recurringDays: [], recurringEndDate: null };
  return [
    {
      ...weekly,
      title: 'Evening Bible Study',
      titleEs: 'Estudio bíblico vespertino',
      category: 'bible-study',
      date: seasonStart(today, 2),
      startTime: '19:00',
      endTime: '20:30',
      location: CENTER,
      description:
        'A small group of 8 to 12 women reading Scripture together, with childcare for ages 6 months to 10 years.',
      descriptionEs:
        'Un grupo pequeño de 8 a 12 mujeres que leen juntas las Escrituras, con cuidado de niños de 6 meses a 10 años.',
      recurringDays: ['tuesday', 'thursday'],
    },
    {
      ...weekly,
      title: 'Morning Bible Study',
      titleEs: 'Estudio bíblico matutino',
      category: 'bible-study',
      date: seasonStart(today, 3),
      startTime: '10:00',
      endTime: '11:30',
      location: CENTER,
      description: 'A daytime study for mothers, retirees and anyone free on Wednesday mornings.',
      descriptionEs:
        'Un estudio de día para madres, jubiladas y todas las que tienen libre el miércoles por la mañana.',
      recurringDays: ['wednesday'],
      // A small room: each Wednesday has its own 12 chairs and list.
      signup: { enabled: true, capacity: 12, waitlist: true, closesHoursBefore: 2, membersOnly: false },
    },
    {
      ...weekly,
      title: 'Book Club',
      titleEs: 'Club de lectura',
      category: 'book-club',
      date: seasonStart(today, 1),
      startTime: '19:30',
      endTime: '20:30',
      location: 'Online (video call)',
      description: 'We read one Christian book a month and meet remotely every Monday to talk about it.',
      descriptionEs:
        'Leemos un libro cristiano al mes y nos reunimos en línea cada lunes para conversar sobre él.',
      recurringDays: ['monday'],
      // This season's books: the club takes a break after 26 weeks.
      recurringEndDate: dayFrom(today, 26 * 7),
    },
    {
      ...weekly,
      title: 'Prayer Group',
      titleEs: 'Grupo de oración',
      category: 'prayer',
      date: seasonStart(today, 2),
      startTime: '20:45',
      endTime: '21:30',
      location: 'Online (video call)',
      description: 'Bring your requests and your thanks: we pray together by video call every Tuesday.',
      descriptionEs: 'Traiga sus peticiones y su gratitud: oramos juntas por videollamada cada martes.',
      recurringDays: ['tuesday'],
    },
    {
      ...once,
      title: 'Grief and Healing Support Circle',
      titleEs: 'Círculo de apoyo para el duelo y la sanidad',
      category: 'counseling',
      date: dayFrom(today, 8),
      startTime: '18:30',
      endTime: '20:00',
      location: CENTER,
      description: 'A guided group session with one of our counselors for women walking through loss.',
      descriptionEs:
        'Una sesión grupal guiada por una de nuestras consejeras para mujeres que atraviesan una pérdida.',
    },
    {
      ...once,
      title: 'Workshop: Healthy Boundaries',
      titleEs: 'Taller: Límites saludables',
      category: 'workshop',
      date: dayFrom(today, 12),
      startTime: '10:00',
      endTime: '13:00',
      location: CENTER,
      description:
        'Three hours of teaching and practice on setting loving, biblical boundaries. Early-bird price until two weeks before.',
      descriptionEs:
        'Tres horas de enseñanza y práctica para poner límites sanos y bíblicos con amor. Precio anticipado hasta dos semanas antes.',
      signup: { enabled: true, capacity: 20, waitlist: true, closesHoursBefore: 24, membersOnly: false },
    },
    {
      ...once,
      title: "Young Women's Faith Night",
      titleEs: 'Noche de fe para jóvenes',
      category: 'youth',
      date: dayFrom(today, 19),
      startTime: '18:00',
      endTime: '20:00',
      location: CENTER,
      description: 'Worship, a short talk and small groups for young women aged 16 to 25.',
      descriptionEs: 'Alabanza, una charla breve y grupos pequeños para jóvenes de 16 a 25 años.',
    },
    {
      ...once,
      title: 'Workshop: Anxiety, Worry and Peace',
      titleEs: 'Taller: Ansiedad, preocupación y paz',
      category: 'workshop',
      date: dayFrom(today, 26),
      startTime: '18:30',
      endTime: '21:00',
      location: CENTER,
      description:
        'Practical tools and Scripture for anxious seasons, led by one of our licensed counselors. Group discount for 3 or more.',
      descriptionEs:
        'Herramientas prácticas y Escritura para temporadas de ansiedad, con una de nuestras consejeras licenciadas. Descuento para grupos de 3 o más.',
    },
    {
      ...off,
      isRecurring: true,
      recurringType: 'monthly',
      recurringDays: [],
      recurringEndDate: null,
      title: 'Mentoring Circle',
      titleEs: 'Círculo de mentoría',
      category: 'counseling',
      date: storedDate(addDays(addMonths(startOfMonth(today), -2), 14)),
      startTime: '19:00',
      endTime: '20:30',
      location: CENTER,
      description:
        'Mentors and mentees meet on the 15th of every month to pray, share and set goals for the month ahead.',
      descriptionEs:
        'Mentoras y aprendices se reúnen el día 15 de cada mes para orar, compartir y fijar metas para el mes siguiente.',
    },
    {
      ...once,
      title: "Women's Retreat Day",
      titleEs: 'Día de retiro para mujeres',
      category: 'retreat',
      date: dayFrom(today, 40),
      startTime: '09:00',
      endTime: '17:00',
      location: 'Bear Mountain State Park, NY',
      description: 'A quiet day of worship, rest and reflection outside the city. Lunch included.',
      descriptionEs:
        'Un día tranquilo de adoración, descanso y reflexión fuera de la ciudad. Almuerzo incluido.',
      // The bus has 15 seats.
      signup: { enabled: true, capacity: 15, waitlist: true, closesHoursBefore: 48, membersOnly: false },
    },
    {
      ...off,
      isRecurring: true,
      recurringType: 'yearly',
      recurringDays: [],
      recurringEndDate: null,
      title: 'Ministry Anniversary Celebration',
      titleEs: 'Celebración del aniversario del ministerio',
      category: 'celebration',
      date: dayFrom(today, 61),
      startTime: '11:00',
      endTime: '15:00',
      location: CENTER,
      description:
        'Every year we give thanks together with testimonies, worship and a shared meal. Families welcome.',
      descriptionEs:
        'Cada año damos gracias juntas con testimonios, alabanza y una comida compartida. Las familias son bienvenidas.',
    },
  ];
}

/** Seeds the demo calendar into an empty collection (first start only). */
export async function seedEvents(): Promise<void> {
  if ((await EventModel.estimatedDocumentCount()) > 0) return;
  await EventModel.insertMany(demoEvents());
}
