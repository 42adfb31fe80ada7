import { expect, it } from 'vitest';
import { describeEachDatabase } from './support/testServer';
import { es } from '../../src/i18n/features';

type Refusal = { code: string; fields: Record<string, string> };
const ELSEWHERE = 'https://cdn.example.com/playa.jpg';

/**
 * DECISIONS ATTR-08 TOUR-22 (issue 43): an image on another site was saved and then blocked by the CSP on the admin
 * and the public page. Every image field refuses it with the reason, and changes nothing.
 */
describeEachDatabase('images from other sites', (session) => {
  const call = <T>(method: string, path: string, body?: unknown) =>
    session().server.call<T>(method, path, { cookie: session().owner, body });

  it(
    'ATTR-08 TOUR-22 STAFF an attraction image, a tour background, a post image, the logo and the SEO image ' +
      'refuse another site’s address, saying why',
    async () => {
      const [attraction] = (await call<{ id: number; imagen: string }[]>('GET', '/api/attractions')).body;
      const [tour] = (await call<{ id: number; background_image: string }[]>('GET', '/api/tours')).body;
      const writes: [string, string, Record<string, unknown>, string][] = [
        ['PUT', `/api/attractions/${attraction.id}`, { imagen: ELSEWHERE }, 'imagen'],
        ['POST', '/api/attractions', { nombre: 'Playa', descripcion: 'Arena', imagen: ELSEWHERE }, 'imagen'],
        ['PUT', `/api/tours/${tour.id}`, { background_image: ELSEWHERE }, 'background_image'],
        ['PUT', `/api/tours/${tour.id}`, { background_image: 'HTTP://cdn.example.com/x.png' }, 'background_image'],
        ['PUT', '/api/seo/1', { image: ELSEWHERE }, 'image'],
      ];
      for (const [method, path, body, field] of writes) {
        const answer = await call<Refusal>(method, path, body);
        expect([path, field, answer.status, answer.body.fields?.[field]]).toEqual([
          path,
          field,
          400,
          es.ep.validation.imageElsewhere,
        ]);
      }
      expect((await call<{ imagen: string }>('GET', `/api/attractions/${attraction.id}`)).body.imagen).toBe(
        attraction.imagen,
      );
      const header = await call<Record<string, unknown>>('GET', '/api/header-settings');
      const logo = await call<Refusal>('PUT', '/api/header-settings', { ...header.body, logo: ELSEWHERE });
      expect([logo.status, logo.body.fields.logo]).toEqual([400, es.ep.validation.imageElsewhere]);
      // The site's own images, and links to other sites, are still taken.
      const own = await call<{ imagen: string; link: string }>('PUT', `/api/attractions/${attraction.id}`, {
        imagen: '/media/playa.jpg',
        link: 'https://oceanworld.net',
      });
      expect(own.status).toBe(200);
      expect(own.body).toMatchObject({ imagen: '/media/playa.jpg', link: 'https://oceanworld.net' });
    },
  );
});
