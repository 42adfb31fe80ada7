import { z } from 'zod';
import { today } from '../../../domain/common';
import { testimonialFormSchema, testimonialSchema, testimonialsResource } from '../../../domain/testimonials';
import { insertRow } from '../../db/queries';
import { publicWrite } from '../../http/publicWrite';
import { notifyStaff } from '../../notify';
import { defineHooks } from '../../crud/resource';
import { codecOf } from '../../db/repository';

/** DECISIONS SHELL-21: a visitor's testimonial is stored unapproved and announced by a `testimonial` notification. */
export default defineHooks(testimonialsResource, ({ db }) => ({
  routes(app) {
    app.post(
      testimonialsResource.api,
      {
        config: {
          ...publicWrite(),
          docs: {
            summary: 'A visitor leaves a testimonial',
            body: testimonialFormSchema,
            status: 201,
            answer: z.object({ id: z.number().int() }),
          },
        },
      },
      async function receiveTestimonial(request, reply) {
        // Parsed by Fastify with the documented schema (http/routeValidation.ts).
        const form = request.body as z.infer<typeof testimonialFormSchema>;
        const testimonial = testimonialSchema.parse({ ...form, date: today(), approved: false });
        const created = await db.transaction().execute(async (trx) => {
          const record = await insertRow(trx, codecOf(testimonialsResource), testimonial);
          await notifyStaff(
            trx,
            'testimonial',
            `Nuevo testimonio de ${testimonial.name} (${testimonial.rating} estrellas)`,
          );
          return record;
        });
        return reply.code(201).send({ id: created.id });
      },
    );
  },
}));
