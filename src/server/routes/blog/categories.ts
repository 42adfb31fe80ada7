import { sameCategoryName, categoriesResource } from '../../../domain/categories';
import { ApiError, badRequest } from '../../http/errors';
import { defineHooks } from '../../crud/resource';

/**
 * POST-29, POST-30: the clash is found here with the spec's message, accents' case included ('ÉXITO' is
 * 'éxito', which SQLite's lower() would miss); the unique indexes still hold when two requests race.
 */
export default defineHooks(categoriesResource, () => ({
  async beforeCreate(data, { trx }) {
    const stored = await trx.selectFrom('categories').select(['name', 'slug']).execute();
    if (stored.some(({ name }) => sameCategoryName(name, data.name))) {
      throw badRequest('ep.categories.nameTaken', { name: 'ep.categories.nameTaken' });
    }
    if (stored.some(({ slug }) => slug === data.slug)) {
      throw new ApiError(400, 'slug_taken', 'ep.categories.slugTaken', { slug: 'ep.categories.slugTaken' });
    }
    return data;
  },
}));
