import Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import { boolean, number, object, type ObjectSchema } from 'yup';
import { translateMessage } from '@ministry/contracts/messages';
import {
  isSiteContentKey,
  type PublishSiteContentBody,
  type SaveSiteContentBody,
  type SiteContentKey,
} from '@ministry/contracts/site-content';
import { siteContentSchema } from '@ministry/contracts/site-content-schema';
import { isAdminUser, type UserRole } from '@ministry/contracts/user';
import { AppError } from '@ministry/kit/errors';
import { requireContentEditor, sessionUser } from '@ministry/kit/guards';
import { storeImage } from '@ministry/kit/image-store';
import { processImage, readUpload } from '@ministry/kit/image-upload';
import { requestLanguage } from '@ministry/kit/request-language';
import { validate, validated } from '@ministry/kit/validate';
import { SITE_IMAGE_RULES, siteImages } from './images';
import {
  draftOf,
  listRevisions,
  publish,
  restoreRevision,
  revisionOf,
  saveDraft,
  TranslationsMissing,
  type SiteContentContext,
} from './service';

const version = number()
  .typeError('api.invalidInput')
  .integer('api.invalidInput')
  .min(0, 'api.invalidInput')
  .max(Number.MAX_SAFE_INTEGER, 'api.invalidInput')
  .required('api.invalidInput');

const saveSchemas = new Map<SiteContentKey, ObjectSchema<SaveSiteContentBody>>();
/** A save's body: the version it was based on and the document, checked by the key's own schema. */
function saveSchema(key: SiteContentKey): ObjectSchema<SaveSiteContentBody> {
  let schema = saveSchemas.get(key);
  if (!schema) {
    schema = object({ version, content: siteContentSchema(key) }) as ObjectSchema<SaveSiteContentBody>;
    saveSchemas.set(key, schema);
  }
  return schema;
}

const publishSchema = object({
  version,
  allowMissingTranslations: boolean().typeError('api.invalidInput').default(false),
}) as ObjectSchema<PublishSiteContentBody>;

function keyOf(ctx: Context): SiteContentKey {
  const key = String(ctx.params.key ?? '');
  if (!isSiteContentKey(key)) throw new AppError(404, 'siteContent.notFound');
  return key;
}

/** The editor's username, for the record of who saved and who published. */
const editorName = (ctx: Context) => sessionUser(ctx)?.username ?? 'editor';

/**
 * The ministry's details (name, legal name, address, phone, e-mail) are printed in every e-mail, tax
 * receipt and statement the site sends: a content editor may draft them, only an admin publishes.
 */
const adminForMinistry: Middleware = async (ctx, next) => {
  const user = sessionUser(ctx);
  const admin = !!user && isAdminUser({ role: user.role as UserRole, username: user.username });
  if (keyOf(ctx) === 'ministry' && !admin) throw new AppError(403, 'siteContent.ministryAdminOnly');
  await next();
};

/**
 * Editors (admins and content editors: 401 signed out, 403 otherwise): drafts, publishing, history,
 * restoring and pictures of the site's own content. One router, guarded once.
 */
export function adminSiteContentRouter(context: SiteContentContext): Router {
  const router = new Router({ prefix: '/api/admin/site-content' });
  router.use(requireContentEditor);

  // The raw file is the body (the JSON parser leaves it unread); answers where it is served.
  router.post('/images', async (ctx) => {
    const image = await processImage(await readUpload(ctx.req, SITE_IMAGE_RULES), SITE_IMAGE_RULES);
    const url = await storeImage(siteImages(context.connection), image, { uploadedBy: editorName(ctx) });
    ctx.status = 201;
    ctx.body = { url };
  });

  router.get('/:key', async (ctx) => {
    ctx.body = await draftOf(context, keyOf(ctx));
  });

  // The body's schema is the key's own (a 404 for an unknown key comes first).
  router.put(
    '/:key',
    (ctx, next) => validate('body', saveSchema(keyOf(ctx)))(ctx, next),
    async (ctx) => {
      const body = validated<SaveSiteContentBody>(ctx.state, 'body');
      ctx.body = await saveDraft(context, keyOf(ctx), body, editorName(ctx));
    },
  );

  router.post('/:key/publish', adminForMinistry, validate('body', publishSchema), async (ctx) => {
    const body = validated<PublishSiteContentBody>(ctx.state, 'body');
    try {
      ctx.body = await publish(context, keyOf(ctx), body, editorName(ctx));
    } catch (error) {
      if (!(error instanceof TranslationsMissing)) throw error;
      // The editor's confirmation lists the texts that would show the other language.
      ctx.status = 409;
      ctx.body = { message: translateMessage(error.message, requestLanguage(ctx)), missing: error.missing };
    }
  });

  router.get('/:key/revisions', async (ctx) => {
    ctx.body = await listRevisions(context, keyOf(ctx));
  });

  router.get('/:key/revisions/:id', async (ctx) => {
    ctx.body = await revisionOf(context, keyOf(ctx), String(ctx.params.id ?? ''));
  });

  router.post('/:key/revisions/:id/restore', async (ctx) => {
    ctx.body = await restoreRevision(context, keyOf(ctx), String(ctx.params.id ?? ''), editorName(ctx));
  });

  return router;
}
