import type { FastifyInstance } from 'fastify';
import { loadSharp } from '../../media/loadSharp';
import { BUSINESS_NAME } from '../../../domain/business';

/**
 * The spec's fallback listing image (PROP-12) and the demo listings' photos, drawn on first request and kept
 * in memory. Only these names exist: an unknown name is a 404, never a new drawing.
 */
export const PLACEHOLDER_PREFIX = '/backend/media/';

const IMAGES: Record<string, { caption: string; sky: string; ground: string }> = {
  '1fvbfghdg.png': { caption: BUSINESS_NAME, sky: '#90caf9', ground: '#1565c0' },
  'villa-sosua.png': { caption: 'Villa · Sosúa', sky: '#80deea', ground: '#00838f' },
  'villa-pool.png': { caption: 'Pool terrace', sky: '#b3e5fc', ground: '#0277bd' },
  'condo-cabarete.png': { caption: 'Condo · Cabarete', sky: '#ffe082', ground: '#ef6c00' },
  'condo-beach.png': { caption: 'Kite beach view', sky: '#fff59d', ground: '#f9a825' },
  'apartment-puerto-plata.png': { caption: 'Apartment · Puerto Plata', sky: '#c5e1a5', ground: '#558b2f' },
  'apartment-malecon.png': { caption: 'Malecón balcony', sky: '#dcedc8', ground: '#33691e' },
  'suv.png': { caption: 'SUV', sky: '#cfd8dc', ground: '#37474f' },
  'car.png': { caption: 'Car', sky: '#f8bbd0', ground: '#ad1457' },
  'scooter.png': { caption: 'Scooter', sky: '#d1c4e9', ground: '#4527a0' },
};

const escapeXml = (value: string) => value.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

function svgOf({ caption, sky, ground }: (typeof IMAGES)[string]) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500">
  <rect width="800" height="500" fill="${sky}"/>
  <circle cx="650" cy="110" r="55" fill="#fff8e1"/>
  <path d="M0 330 Q200 260 400 320 T800 300 V500 H0 Z" fill="${ground}"/>
  <rect x="250" y="210" width="300" height="150" fill="#ffffff" opacity="0.85"/>
  <path d="M230 215 L400 130 L570 215 Z" fill="#ffffff" opacity="0.9"/>
  <text x="400" y="450" font-family="sans-serif" font-size="38" text-anchor="middle" fill="#ffffff">\
${escapeXml(caption)}</text>
</svg>`;
}

const drawn = new Map<string, Promise<Buffer>>();

function draw(name: string): Promise<Buffer> {
  let png = drawn.get(name);
  if (!png) {
    png = loadSharp().then((sharp) =>
      sharp(Buffer.from(svgOf(IMAGES[name])))
        .png()
        .toBuffer(),
    );
    drawn.set(name, png);
  }
  return png;
}

export function placeholderImageRoutes(app: FastifyInstance) {
  app.get(`${PLACEHOLDER_PREFIX}:name`, { exposeHeadRoute: true }, async function placeholderImage(request, reply) {
    const { name } = request.params as { name: string };
    if (!Object.hasOwn(IMAGES, name)) return reply.code(404).type('text/plain').send('Not found');
    return reply
      .type('image/png')
      .header('Cache-Control', 'public, max-age=86400')
      .send(await draw(name));
  });
}
