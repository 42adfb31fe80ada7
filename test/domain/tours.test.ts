import { describe, expect, it } from 'vitest';
import { cutDescription, tourSchema, withMediaPrefix } from '../../src/domain/tours';

describe('tour rules', () => {
  it('TOUR-22 puts /media/ in front of anything that is not http or already under /media/', () => {
    expect(withMediaPrefix('falls.jpg')).toBe('/media/falls.jpg');
    expect(withMediaPrefix('/falls.jpg')).toBe('/media/falls.jpg');
    expect(withMediaPrefix('/media/falls.jpg')).toBe('/media/falls.jpg');
    expect(withMediaPrefix('https://cdn.example.com/falls.jpg')).toBe('https://cdn.example.com/falls.jpg');
    expect(withMediaPrefix('')).toBe('');
  });

  it('TOUR-03 cuts a list description to 50 characters', () => {
    expect(cutDescription('x'.repeat(50))).toBe('x'.repeat(50));
    expect(cutDescription('y'.repeat(80))).toBe(`${'y'.repeat(50)}…`);
  });

  it('TOUR-12 TOUR-18 TOUR-19 TOUR-20 defaults of a new tour', () => {
    const tour = tourSchema.parse({
      nombre: 'A',
      slug: 'a',
      precio: 1,
      duracion: '1h',
      capacidad: '4',
      descripcion: 'B',
    });
    expect(tour).toMatchObject({ extra_price_per_person: 15, rating: 5, active: true, featured: false, order: 0 });
  });
});
