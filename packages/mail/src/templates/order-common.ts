import { giftLineName } from '@ministry/contracts/line-names';
import { lineKind, needsShipping } from '@ministry/contracts/cart';
import type { Address } from '@ministry/contracts/checkout';
import { formatCalendarDay } from '@ministry/contracts/datetime';
import { localize, type Language } from '@ministry/contracts/language';
import { formatCents } from '@ministry/contracts/money';
import type { Order, OrderLine } from '@ministry/contracts/order';
import { optionLines } from '@ministry/contracts/product';
import {
  button,
  details,
  mailTo,
  note,
  paragraph,
  siteLink,
  type Block,
  type RenderedMail,
  type MailContext,
} from '../layout';

/** What every order e-mail knows: the order as the member's API shows it, and the site's address. */
export interface OrderMailData {
  order: Order;
  /** The site's public address (SITE_URL). */
  siteUrl: string;
  /** The indexes of place lines refunded because their places were gone when the payment came. */
  placesLost?: number[];
  /** A visitor's order (no account): no link to an account's orders. */
  guest?: boolean;
}

const LABELS = {
  en: {
    orderNumber: 'Order number',
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    free: 'Free',
    total: 'Total',
    shipTo: 'Ship to',
    billTo: 'Billing address',
    myOrders: 'See my orders',
  },
  es: {
    orderNumber: 'Número de pedido',
    subtotal: 'Subtotal',
    shipping: 'Envío',
    free: 'Gratis',
    total: 'Total',
    shipTo: 'Enviar a',
    billTo: 'Dirección de facturación',
    myOrders: 'Ver mis pedidos',
  },
} satisfies Record<Language, Record<string, string>>;

export const orderLabels = (language: Language) => LABELS[language];

/** How a resource line reads ("Prayer Journal (digital download)"); a gift's is giftLineName's. */
const KIND_TEXT = {
  en: {
    resource: (title: string) => `${title} (digital download)`,
    earlyBird: 'early-bird price',
    groupDiscount: 'group discount',
    perk: 'your own place included in your plan',
    planDiscount: 'plan members’ discount',
    discountCode: (code: string) => `code ${code} applied`,
    packageSessions: (credits: number, months: number) =>
      `${credits} ${credits === 1 ? 'session' : 'sessions'}, valid ${months} ${months === 1 ? 'month' : 'months'}`,
  },
  es: {
    resource: (title: string) => `${title} (descarga digital)`,
    earlyBird: 'precio anticipado',
    groupDiscount: 'descuento de grupo',
    perk: 'su propio lugar incluido en su plan',
    planDiscount: 'descuento para miembros del plan',
    discountCode: (code: string) => `código ${code} aplicado`,
    packageSessions: (credits: number, months: number) =>
      `${credits} ${credits === 1 ? 'sesión' : 'sesiones'}, válido por ${months} ${months === 1 ? 'mes' : 'meses'}`,
  },
} satisfies Record<Language, unknown>;

/**
 * A place line: "Workshop: Healing Hearts — Sat, Mar 21, 2026: Ana (Participant) $30.00, Eva
 * (Participant) $30.00 (early-bird price): $60.00".
 */
function placeText(line: OrderLine, name: string, amount: string, language: Language): string {
  const place = line.place;
  if (!place) return `${name}: ${amount}`;
  const people = place.people.map(
    (person) =>
      `${person.name} (${localize(person.optionName, person.optionNameEs, language)}) ${formatCents(person.unitCents, language)}`,
  );
  const text = KIND_TEXT[language];
  const notes = [
    place.earlyBird ? text.earlyBird : '',
    place.groupDiscount ? text.groupDiscount : '',
    place.perk ? text.perk : '',
    place.planDiscount ? text.planDiscount : '',
    place.discountCode ? text.discountCode(place.discountCode) : '',
  ].filter(Boolean);
  const day = formatCalendarDay(place.date, language, 'short');
  return `${name} — ${day}: ${people.join(', ')}${notes.length ? ` (${notes.join(', ')})` : ''}: ${amount}`;
}

/**
 * "2 × Faith Over Fear Tee (Size: M): $50.00"; a gift "Gift to Building Fund: $20.00"; a resource
 * "1 × Prayer Journal (digital download): $9.00"; a package its sessions and how long they are valid.
 */
export function lineText(line: OrderLine, language: Language, quantity = line.quantity): string {
  const name = localize(line.name, line.nameEs, language);
  const amount = formatCents(line.priceCents * quantity, language);
  const kind = lineKind(line);
  if (kind === 'gift') return `${giftLineName(name, language)}: ${amount}`;
  if (kind === 'resource') return `${quantity} × ${KIND_TEXT[language].resource(name)}: ${amount}`;
  if (kind === 'place') return placeText(line, name, amount, language);
  // A session: "Counseling session, March 4, 2030 at 9:00 AM (Individual session, Ana Ruiz): $75.00".
  if (kind === 'session' && line.session) {
    const type = localize(line.session.typeName, line.session.typeNameEs, language);
    const about = [type, line.session.counselorName].filter(Boolean).join(', ');
    return `${name}${about ? ` (${about})` : ''}: ${amount}`;
  }
  // A package: "Package of 8 sessions (8 sessions, valid 12 months): $600.00".
  if (kind === 'package' && line.package) {
    const { credits, validMonths } = line.package;
    return `${name} (${KIND_TEXT[language].packageSessions(credits, validMonths)}): ${amount}`;
  }
  const options = optionLines(line.options, language);
  const described = options.length ? `${name} (${options.join(', ')})` : name;
  return `${quantity} × ${described}: ${amount}`;
}

export function addressText(address: Address): string {
  return [address.street, `${address.city}, ${address.state} ${address.zipCode}`, address.country].join('\n');
}

/** "Ship to" and the address, as a table row; none when nothing in the order ships. */
export const shipToRows = (order: Order, language: Language): [string, string][] =>
  order.shippingAddress ? [[LABELS[language].shipTo, addressText(order.shippingAddress)]] : [];

/** Subtotal, shipping ("Free" at zero; no row when nothing ships) and total, as table rows. */
export function totalRows(order: Order, language: Language): [string, string][] {
  const text = LABELS[language];
  const shipping: [string, string][] = needsShipping(order.items)
    ? [[text.shipping, order.shippingCents === 0 ? text.free : formatCents(order.shippingCents, language)]]
    : [];
  return [
    [text.subtotal, formatCents(order.subtotalCents, language)],
    ...shipping,
    [text.total, formatCents(order.totalCents, language)],
  ];
}

export const buyerName = (order: Order) =>
  `${order.contactInfo.firstName} ${order.contactInfo.lastName}`.trim();

/** Who an e-mail to the buyer greets: her first name, else the whole name she gave. */
export const greetingName = (order: Order) => order.contactInfo.firstName || buyerName(order);

/** The words of an e-mail to the buyer: subject (of the order's number), greeting, opening, small print. */
export interface BuyerTexts {
  subject: (orderNumber: string) => string;
  heading: (name: string) => string;
  /** The opening paragraph. */
  body: string;
  /** The small print at the end, with the ministry's phone number. */
  questions: (phone: string) => string;
}

/** What an e-mail to the buyer shows of her order. */
export interface BuyerMailContent {
  /** The table's rows after the order's number. */
  rows: [string, string][];
  /** What follows the table. */
  blocks: Block[];
  /** The call to action after them: the Orders tab of her account unless given. */
  button?: Block;
}

/**
 * An e-mail to the buyer: greeted by name, the opening paragraph, a table led by the order's number,
 * the rest, a button (to her orders) and the questions' small print.
 */
export function buyerMail(
  context: MailContext,
  { order, siteUrl, guest }: OrderMailData,
  text: BuyerTexts,
  content: BuyerMailContent,
): RenderedMail {
  const labels = LABELS[context.language];
  const greeting = { subject: text.subject(order.orderNumber), heading: text.heading };
  return mailTo(context, greeting, greetingName(order), [
    paragraph(text.body),
    details([[labels.orderNumber, order.orderNumber], ...content.rows]),
    ...content.blocks,
    ...(content.button
      ? [content.button]
      : guest
        ? []
        : [button(labels.myOrders, siteLink(siteUrl, '/account', { tab: 'orders' }))]),
    note(text.questions(context.ministry.phone)),
  ]);
}

/**
 * The order's lines under the e-mail's own heading for them ("What you ordered:"), one a line; `note`
 * may add a line's own remark after it (a refund of its places, say).
 */
export const itemBlocks = (
  heading: string,
  order: Order,
  language: Language,
  note: (index: number) => string = () => '',
): Block[] => [
  paragraph(heading),
  paragraph(
    order.items
      .map((line, index) => [lineText(line, language), note(index)].filter(Boolean).join('\n'))
      .join('\n'),
  ),
];

/** The order in the admin's Orders tab. */
export const adminOrderLink = (siteUrl: string, orderNumber: string) =>
  siteLink(siteUrl, '/admin', { tab: 'orders', order: orderNumber });
