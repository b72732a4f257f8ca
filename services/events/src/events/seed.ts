import type { EventInput } from '@ministry/contracts/event';
import { EventModel } from './model';

const CENTER = 'Ministry Center, 60-12 Myrtle Avenue, Ridgewood, NY';

/** Noon UTC on the day `offset` days from `from`: the same calendar day in New York all year. */
function dayFrom(from: Date, offset: number): Date {
  return new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + offset, 12));
}

/** The most recent given weekday (0 = Sunday) on or before `from`. */
function lastWeekday(from: Date, weekday: number): Date {
  return dayFrom(from, -((from.getUTCDay() - weekday + 7) % 7));
}

/** A realistic ministry calendar around `today`, in English and Spanish. */
export function demoEvents(today: Date): EventInput[] {
  const weekly = { isRecurring: true, recurringType: 'weekly' as const, recurringEndDate: null };
  const once = { isRecurring: false, recurringType: null, recurringDays: [], recurringEndDate: null };
  return [
    {
      ...weekly,
      title: 'Evening Bible Study',
      titleEs: 'Estudio bíblico vespertino',
      category: 'bible-study',
      date: lastWeekday(today, 2),
      time: '7:00 PM – 8:30 PM',
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
      date: lastWeekday(today, 3),
      time: '10:00 AM – 11:30 AM',
      location: CENTER,
      description: 'A daytime study for mothers, retirees and anyone free on Wednesday mornings.',
      descriptionEs:
        'Un estudio de día para madres, jubiladas y todas las que tienen libre el miércoles por la mañana.',
      recurringDays: ['wednesday'],
    },
    {
      ...weekly,
      title: 'Book Club',
      titleEs: 'Club de lectura',
      category: 'book-club',
      date: lastWeekday(today, 1),
      time: '7:30 PM – 8:30 PM',
      location: 'Online (video call)',
      description: 'We read one Christian book a month and meet remotely every Monday to talk about it.',
      descriptionEs:
        'Leemos un libro cristiano al mes y nos reunimos en línea cada lunes para conversar sobre él.',
      recurringDays: ['monday'],
    },
    {
      ...weekly,
      title: 'Prayer Group',
      titleEs: 'Grupo de oración',
      category: 'prayer',
      date: lastWeekday(today, 2),
      time: '8:45 PM – 9:30 PM',
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
      time: '6:30 PM – 8:00 PM',
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
      time: '10:00 AM – 1:00 PM',
      location: CENTER,
      description:
        'Three hours of teaching and practice on setting loving, biblical boundaries. Early-bird price until two weeks before.',
      descriptionEs:
        'Tres horas de enseñanza y práctica para poner límites sanos y bíblicos con amor. Precio anticipado hasta dos semanas antes.',
    },
    {
      ...once,
      title: "Young Women's Faith Night",
      titleEs: 'Noche de fe para jóvenes',
      category: 'youth',
      date: dayFrom(today, 19),
      time: '6:00 PM – 8:00 PM',
      location: CENTER,
      description: 'Worship, a short talk and small groups for young women aged 16 to 25.',
      descriptionEs: 'Alabanza, una charla breve y grupos pequeños para jóvenes de 16 a 25 años.',
    },
    {
      ...once,
      title: "Women's Retreat Day",
      titleEs: 'Día de retiro para mujeres',
      category: 'retreat',
      date: dayFrom(today, 40),
      time: '9:00 AM – 5:00 PM',
      location: 'Bear Mountain State Park, NY',
      description: 'A quiet day of worship, rest and reflection outside the city. Lunch included.',
      descriptionEs:
        'Un día tranquilo de adoración, descanso y reflexión fuera de la ciudad. Almuerzo incluido.',
    },
  ];
}

/** Seeds the demo calendar into an empty collection (first start only). */
export async function seedEvents(): Promise<void> {
  if ((await EventModel.estimatedDocumentCount()) > 0) return;
  await EventModel.insertMany(demoEvents(new Date()));
}
