import { giftDisclosure, type Order } from '@ministry/contracts/order';
import { lineKind } from '@ministry/contracts/cart';
import type { Language } from '@ministry/contracts/language';
import { formatCents } from '@ministry/contracts/money';
import { button, paragraph, siteLink, type Block } from '../layout';
import { NO_GOODS_OR_SERVICES } from './gift-common';

/**
 * What an order's receipt says of its gifts and downloads: the tax-deductible amount under the total,
 * the IRS's quid-pro-quo statement when a payment over $75 is part gift and part goods (giftDisclosure
 * in contracts), "no goods or services" when it is all gift, and where her downloads are.
 */
const TEXT = {
  en: {
    deductible: 'Tax-deductible amount',
    quidProQuo: (paid: string, gift: string, received: string) =>
      `Your payment of ${paid} includes a tax-deductible contribution of ${gift}. In exchange you received goods or services with an estimated value of ${received}.`,
    downloads:
      'Your digital downloads are ready in your account, under Resources. Download them from there whenever you like.',
    openDownloads: 'Open my downloads',
  },
  es: {
    deductible: 'Importe deducible de impuestos',
    quidProQuo: (paid: string, gift: string, received: string) =>
      `Su pago de ${paid} incluye una contribución deducible de impuestos de ${gift}. A cambio recibió bienes o servicios con un valor estimado de ${received}.`,
    downloads:
      'Sus descargas digitales están listas en su cuenta, en Recursos. Descárguelas desde allí cuando quiera.',
    openDownloads: 'Abrir mis descargas',
  },
} satisfies Record<Language, unknown>;

/** "Tax-deductible amount: $20.00" as a table row, when the order has a gift. */
export function deductibleRows(order: Order, language: Language): [string, string][] {
  const { deductibleCents } = giftDisclosure(order);
  return deductibleCents > 0 ? [[TEXT[language].deductible, formatCents(deductibleCents, language)]] : [];
}

/** The statement a donor's taxes need, when the order has a gift. */
export function giftStatementBlocks(order: Order, language: Language): Block[] {
  const { deductibleCents, receivedCents, quidProQuo } = giftDisclosure(order);
  if (deductibleCents <= 0) return [];
  if (quidProQuo) {
    const money = (cents: number) => formatCents(cents, language);
    return [
      paragraph(
        TEXT[language].quidProQuo(money(order.totalCents), money(deductibleCents), money(receivedCents)),
      ),
    ];
  }
  return receivedCents <= 0 ? [paragraph(NO_GOODS_OR_SERVICES[language])] : [];
}

/** Where her paid downloads are (the Resources tab of her account), when the order has any. */
export function downloadBlocks(order: Order, language: Language, siteUrl: string): Block[] {
  if (!order.items.some((line) => lineKind(line) === 'resource')) return [];
  return [
    paragraph(TEXT[language].downloads),
    button(TEXT[language].openDownloads, siteLink(siteUrl, '/account', { tab: 'resources' })),
  ];
}
