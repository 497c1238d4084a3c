import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_ARTICLE_KINDS,
  ADMIN_ARTICLE_MESSAGES,
  adminArticleDeletedSchema,
  adminArticleIdParamsSchema,
  adminArticleEditSchemas,
  adminArticleInputSchemas,
  adminArticleSavedSchema,
  adminArticlesPageSchema,
  adminArticlesQuerySchema,
  ARTICLE_KIND_LABELS,
  apiErrorSchema,
} from '@vernissage/core/schemas';
import { readImageField } from '../../lib/uploads.ts';
import { requireRole, signedInUser } from '../../plugins/auth.ts';
import { createAdminArticle, deleteAdminArticle, listAdminArticles, saveAdminArticleImage, updateAdminArticle } from './admin-articles.ts';
import { dropsPublicArticles } from './routes.ts';

const tags = ['content'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 413: apiErrorSchema };

/**
 * Manage Exhibitions (/manage-exhibition), Manage Blogs (/manage-blogs) and Manage Education
 * (/manage-education), admin only: the table, create, edit, cover image, delete. One route set
 * per kind, so each body is checked with that kind's messages.
 */
export const adminArticleRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = requireRole('admin');
  dropsPublicArticles(app);

  for (const kind of ADMIN_ARTICLE_KINDS) {
    const M = ADMIN_ARTICLE_MESSAGES[kind];
    const label = ARTICLE_KIND_LABELS[kind].plural.toLowerCase();
    const base = `/api/admin/articles/${kind}`;
    const body = adminArticleInputSchemas[kind];
    const editBody = adminArticleEditSchemas[kind];

    app.get(
      base,
      { onRequest: admin, schema: { tags, summary: `Every ${label} entry, shown or not, newest first, paged (admin)`, querystring: adminArticlesQuerySchema, response: { 200: adminArticlesPageSchema, ...errors } } },
      async (request) => {
        return listAdminArticles(app.db, kind, request.query.offset, request.query.limit);
      },
    );

    app.post(
      base,
      { onRequest: admin, schema: { tags, summary: `Create a ${label} entry (admin); its description is sanitised; 409 when the url is in use`, body, response: { 201: adminArticleSavedSchema, ...errors } } },
      async (request, reply) => reply.code(201).send({ message: M.created, article: await createAdminArticle(app.db, kind, request.body, signedInUser(request).id) }),
    );

    app.put(
      `${base}/:id`,
      { onRequest: admin, schema: { tags, summary: `Replace a ${label} entry (admin)`, params: adminArticleIdParamsSchema, body: editBody, response: { 200: adminArticleSavedSchema, ...errors } } },
      async (request) => ({ message: M.updated, article: await updateAdminArticle(app.db, kind, request.params.id, request.body) }),
    );

    app.put(
      `${base}/:id/image`,
      {
        onRequest: admin,
        schema: {
          tags,
          summary: `Set a ${label} entry's cover (admin; multipart field "image": JPEG, PNG or WebP, 20 MB at most)`,
          consumes: ['multipart/form-data'],
          params: adminArticleIdParamsSchema,
          response: { 200: adminArticleSavedSchema, ...errors },
        },
      },
      async (request) => ({ message: M.imageSaved, article: await saveAdminArticleImage(app.db, app.storage, kind, request.params.id, await readImageField(request)) }),
    );

    app.delete(
      `${base}/:id`,
      { onRequest: admin, schema: { tags, summary: `Delete a ${label} entry (admin)`, params: adminArticleIdParamsSchema, response: { 200: adminArticleDeletedSchema, ...errors } } },
      async (request) => {
        await deleteAdminArticle(app.db, kind, request.params.id);
        return { message: M.deleted };
      },
    );
  }
};
