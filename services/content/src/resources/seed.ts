import type { ResourceInput } from '@ministry/contracts/resource-input';
import { resourceImageUrl } from './images';
import { ResourceModel } from './model';

/** The members' discount is left at the model's default (none). */
export type SeedResource = Omit<ResourceInput, 'planDiscountPercent'> & { document: string };

/** The resource library a new site starts with: free and premium, across the categories, with files. */
export const DEMO_RESOURCES: SeedResource[] = [
  {
    title: 'Finding Peace in Anxious Times',
    titleEs: 'Encontrar paz en tiempos de ansiedad',
    description:
      'A seven-day guide with breathing, prayer and gratitude practices for calming an anxious mind.',
    descriptionEs:
      'Guía de siete días con prácticas de respiración, oración y gratitud para calmar una mente ansiosa.',
    category: 'mental-health',
    type: 'free',
    priceCents: null,
    imageUrl: resourceImageUrl('mental-health'),
    document: 'finding-peace',
  },
  {
    title: 'Renewing Your Mind: A Workbook for Seasons of Depression',
    titleEs: 'Renovar la mente: cuaderno para temporadas de depresión',
    description:
      'Weekly Scripture readings paired with proven exercises for noticing thoughts and taking small steps toward life.',
    descriptionEs:
      'Lecturas bíblicas semanales unidas a ejercicios probados para observar los pensamientos y dar pequeños pasos hacia la vida.',
    category: 'mental-health',
    type: 'premium',
    priceCents: 1499,
    imageUrl: resourceImageUrl('mental-health'),
    document: 'renewing-your-mind',
  },
  {
    title: 'Women of the Bible: A Six-Week Study',
    titleEs: 'Mujeres de la Biblia: estudio de seis semanas',
    description: 'Sarah, Ruth, Hannah, Esther and more: a small-group study with questions for every week.',
    descriptionEs:
      'Sara, Rut, Ana, Ester y más: un estudio para grupos pequeños con preguntas para cada semana.',
    category: 'bible-study',
    type: 'free',
    priceCents: null,
    imageUrl: resourceImageUrl('bible-study'),
    document: 'women-of-the-bible',
  },
  {
    title: 'Psalms for the Weary Heart: A 30-Day Devotional Journal',
    titleEs: 'Salmos para el corazón cansado: diario devocional de 30 días',
    description: 'Thirty psalms for tired, hurting and hopeful days, with space to write your own prayers.',
    descriptionEs:
      'Treinta salmos para días de cansancio, de dolor y de esperanza, con espacio para escribir sus propias oraciones.',
    category: 'bible-study',
    type: 'premium',
    priceCents: 999,
    imageUrl: resourceImageUrl('bible-study'),
    document: 'psalms-journal',
  },
  {
    title: 'Your First Counseling Session',
    titleEs: 'Su primera sesión de consejería',
    description: 'What happens in a first session, how to prepare, and what counseling with us costs.',
    descriptionEs:
      'Qué sucede en una primera sesión, cómo prepararse y cuánto cuesta la consejería con nosotras.',
    category: 'counseling',
    type: 'free',
    priceCents: null,
    imageUrl: resourceImageUrl('counseling'),
    document: 'first-session',
  },
  {
    title: 'Walking Through Grief',
    titleEs: 'Caminar a través del duelo',
    description: 'A gentle companion after loss: practices for hard days, reflection questions and hope.',
    descriptionEs:
      'Una compañía serena después de una pérdida: prácticas para los días difíciles, preguntas y esperanza.',
    category: 'counseling',
    type: 'premium',
    priceCents: 1299,
    imageUrl: resourceImageUrl('counseling'),
    document: 'walking-through-grief',
  },
  {
    title: 'Family Devotions Around the Table',
    titleEs: 'Devocionales familiares alrededor de la mesa',
    description: 'Twelve weeks of ten-minute devotions for dinner time, with tips for parents.',
    descriptionEs:
      'Doce semanas de devocionales de diez minutos para la hora de la cena, con consejos para padres.',
    category: 'family',
    type: 'free',
    priceCents: null,
    imageUrl: resourceImageUrl('family'),
    document: 'family-devotions',
  },
  {
    title: 'Building a Christ-Centered Marriage',
    titleEs: 'Construir un matrimonio centrado en Cristo',
    description:
      'Eight guided conversations for couples on listening, conflict, forgiveness and serving together.',
    descriptionEs:
      'Ocho conversaciones guiadas para parejas sobre escuchar, los conflictos, el perdón y servir juntos.',
    category: 'family',
    type: 'premium',
    priceCents: 1499,
    imageUrl: resourceImageUrl('family'),
    document: 'christ-centered-marriage',
  },
  {
    title: 'Discovering Your God-Given Purpose',
    titleEs: 'Descubrir el propósito que Dios le dio',
    description: 'Four questions to pray over about your gifts, passions, story and season of life.',
    descriptionEs: 'Cuatro preguntas para orar sobre sus dones, pasiones, historia y temporada de vida.',
    category: 'personal-growth',
    type: 'free',
    priceCents: null,
    imageUrl: resourceImageUrl('personal-growth'),
    document: 'gods-purpose',
  },
  {
    title: 'Healthy Boundaries for Women of Faith',
    titleEs: 'Límites saludables para mujeres de fe',
    description: 'Learn to say yes and no with love, with a workbook exercise for the week ahead.',
    descriptionEs: 'Aprenda a decir sí y no con amor, con un ejercicio práctico para la próxima semana.',
    category: 'personal-growth',
    type: 'premium',
    priceCents: 1199,
    imageUrl: resourceImageUrl('personal-growth'),
    document: 'healthy-boundaries',
  },
  {
    title: 'Guía de Estudio Bíblico para Mujeres',
    titleEs: 'Guía de Estudio Bíblico para Mujeres',
    description:
      'Our Spanish-language women’s Bible study guide: eight weeks in the Gospel of Luke for our groups en español.',
    descriptionEs:
      'Nuestra guía de estudio bíblico para mujeres en español: ocho semanas en el Evangelio de Lucas.',
    category: 'spanish-resources',
    type: 'free',
    priceCents: null,
    imageUrl: resourceImageUrl('spanish-resources'),
    document: 'guia-estudio-biblico',
  },
  {
    title: 'Sanando el corazón: Devocional de 30 días',
    titleEs: 'Sanando el corazón: Devocional de 30 días',
    description: 'A 30-day devotional in Spanish for seasons when the heart is hurting.',
    descriptionEs: 'Un devocional de 30 días para las temporadas en que el corazón está herido.',
    category: 'spanish-resources',
    type: 'premium',
    priceCents: 799,
    imageUrl: resourceImageUrl('spanish-resources'),
    document: 'sanando-el-corazon',
  },
  {
    title: 'Praying Together: A Guide for Prayer Partners',
    titleEs: 'Orar juntas: guía para compañeras de oración',
    description: 'A simple 30-minute rhythm for praying with a friend or a small group.',
    descriptionEs: 'Un ritmo sencillo de 30 minutos para orar con una amiga o en un grupo pequeño.',
    category: 'prayer',
    type: 'free',
    priceCents: null,
    imageUrl: resourceImageUrl('prayer'),
    document: 'praying-together',
  },
];

/** Seeds the resource library into an empty collection (first start only). */
export async function seedResources(): Promise<void> {
  if ((await ResourceModel.estimatedDocumentCount()) > 0) return;
  await ResourceModel.insertMany(DEMO_RESOURCES);
}
