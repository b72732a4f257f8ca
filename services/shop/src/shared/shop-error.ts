import type { Middleware } from 'koa';
import { AppError } from '@ministry/kit/errors';
import { requestLanguage } from '@ministry/kit/request-language';
import type { Language } from '@ministry/contracts/language';
import { translateMessage, type MessageKey } from '@ministry/contracts/messages';
import { fillMessage } from '@ministry/contracts/product';

/** A value for a message placeholder: plain, or one text per language (a product's name). */
export type MessageValue = string | number | Record<Language, string>;

/**
 * A refusal from the shop's logic whose message names something (a product, a count). The logic has no
 * Koa objects, so it cannot know the caller's language; `shopErrors` turns it into an AppError with the
 * sentence in that language.
 */
export class ShopError extends Error {
  constructor(
    readonly status: number,
    readonly key: MessageKey,
    readonly values: Record<string, MessageValue> = {},
  ) {
    super(key);
    this.name = 'ShopError';
  }

  sentence(language: Language): string {
    const values = Object.fromEntries(
      Object.entries(this.values).map(([name, value]) => [
        name,
        typeof value === 'object' ? value[language] : value,
      ]),
    );
    return fillMessage(translateMessage(this.key, language), values);
  }
}

/** Router middleware: a ShopError becomes an AppError in the caller's language. */
export const shopErrors: Middleware = async (ctx, next) => {
  try {
    await next();
  } catch (error) {
    if (error instanceof ShopError) throw new AppError(error.status, error.sentence(requestLanguage(ctx)));
    throw error;
  }
};
