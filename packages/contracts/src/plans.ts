/**
 * The fixed subscription plan catalog: shown on the home
 * page's plans section and on /subscribe, and the only plan ids the billing service accepts.
 */
export const PLAN_IDS = ['essential', 'growth', 'transform'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface SubscriptionPlan {
  id: PlanId;
  name: string;
  nameEs: string;
  /** Cents per month. */
  priceCents: number;
  features: string[];
  featuresEs: string[];
  /** The highlighted plan (POPULAR CHOICE / RECOMENDADO). */
  popular: boolean;
  description: string;
  descriptionEs: string;
}

/** The plan selected when the subscribe page opens. */
export const DEFAULT_PLAN_ID: PlanId = 'growth';

/** Yearly billing is labelled as saving this much. */
export const YEARLY_SAVINGS_PERCENT = 20;

/** How often a subscription is billed (Stripe's `recurring.interval` of the plan's price). */
export const BILLING_INTERVALS = ['month', 'year'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

/** The interval /subscribe opens with and a subscription without one recorded is billed at. */
export const DEFAULT_BILLING_INTERVAL: BillingInterval = 'month';

export function isBillingInterval(value: unknown): value is BillingInterval {
  return typeof value === 'string' && (BILLING_INTERVALS as readonly string[]).includes(value);
}

/**
 * A plan's price for a year billed at once: 12 months less YEARLY_SAVINGS_PERCENT, rounded to the
 * cent (Essential 4900 → 47040, $470.40). The one rule for the page and the Stripe yearly prices.
 */
export function yearlyPriceCents(plan: Pick<SubscriptionPlan, 'priceCents'>): number {
  return Math.round((plan.priceCents * 12 * (100 - YEARLY_SAVINGS_PERCENT)) / 100);
}

/** What a yearly plan comes to per month, rounded to the cent (Essential $39.20). */
export function yearlyMonthlyCents(plan: Pick<SubscriptionPlan, 'priceCents'>): number {
  return Math.round(yearlyPriceCents(plan) / 12);
}

/** What one billing of the plan costs at that interval: a month's price, or a year's. */
export function planPriceCents(
  plan: Pick<SubscriptionPlan, 'priceCents'>,
  interval: BillingInterval,
): number {
  return interval === 'year' ? yearlyPriceCents(plan) : plan.priceCents;
}

export const PLANS: readonly SubscriptionPlan[] = [
  {
    id: 'essential',
    name: 'Essential',
    nameEs: 'Esencial',
    priceCents: 4900,
    features: [
      'Monthly 30-minute counseling session',
      'Access to our weekly online prayer group',
      'Member library of free study guides',
      'Discounts on premium resources',
      'E-mail support within 24 hours',
    ],
    featuresEs: [
      'Una sesión de consejería de 30 minutos al mes',
      'Acceso a nuestro grupo de oración semanal en línea',
      'Biblioteca de guías de estudio gratuitas para miembros',
      'Descuentos en recursos premium',
      'Soporte por correo electrónico en menos de 24 horas',
    ],
    popular: false,
    description: 'A gentle first step: regular care from a counselor who walks with you in faith.',
    descriptionEs:
      'Un primer paso sereno: acompañamiento regular de una consejera que camina con usted en la fe.',
  },
  {
    id: 'growth',
    name: 'Growth',
    nameEs: 'Crecimiento',
    priceCents: 8900,
    features: [
      'Bi-weekly 45-minute counseling sessions',
      'A place in one Bible study group each season',
      'Access to our weekly online prayer group',
      'Discounts on premium resources and workshops',
      'Priority scheduling',
    ],
    featuresEs: [
      'Sesiones de consejería de 45 minutos cada dos semanas',
      'Un lugar en un grupo de estudio bíblico cada temporada',
      'Acceso a nuestro grupo de oración semanal en línea',
      'Descuentos en recursos premium y talleres',
      'Prioridad al programar citas',
    ],
    popular: true,
    description: 'Our most chosen plan: steady counseling and a community to grow with.',
    descriptionEs: 'Nuestro plan más elegido: consejería constante y una comunidad con la cual crecer.',
  },
  {
    id: 'transform',
    name: 'Transform',
    nameEs: 'Transformación',
    priceCents: 14900,
    features: [
      'Weekly 60-minute counseling sessions',
      'A quarterly retreat day',
      'Monthly family sessions',
      'A place in one Bible study group each season',
      'Discounts on premium resources and workshops',
      'Priority scheduling',
    ],
    featuresEs: [
      'Sesiones de consejería semanales de 60 minutos',
      'Un día de retiro cada trimestre',
      'Sesiones familiares mensuales',
      'Un lugar en un grupo de estudio bíblico cada temporada',
      'Descuentos en recursos premium y talleres',
      'Prioridad al programar citas',
    ],
    popular: false,
    description: 'Deep, weekly care for you and your family through a season of change.',
    descriptionEs: 'Acompañamiento profundo y semanal para usted y su familia en una etapa de cambio.',
  },
];

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}

export function findPlan(id: string): SubscriptionPlan | undefined {
  return PLANS.find((plan) => plan.id === id);
}
