import type { Context } from 'koa';
import { languageFromAcceptHeader, type Language } from '@ministry/contracts/language';

/** The caller's language: the browser's API client sends the active site language as Accept-Language. */
export function requestLanguage(ctx: Context): Language {
  return languageFromAcceptHeader(ctx.get('Accept-Language'));
}
