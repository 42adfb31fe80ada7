/**
 * Testimonials. Spanish: the spec's wording verbatim where the spec gives it, Spanish everywhere else.
 */
export const es = {
  resources: {
    testimonials: {
      name: 'Testimonio |||| Testimonios',
    },
  },
  ep: {
    testimonials: {
      name: 'Nombre',
      text: 'Testimonio',
      rating: 'Valoración',
      date: 'Fecha',
      status: 'Estado',
      approved: 'Aprobado',
      pending: 'Pendiente',
      approve: 'Aprobar',
      search: 'Buscar testimonios',
      deleteTitle: 'Eliminar el testimonio de «%{recordRepresentation}»',
      deleteConfirm: '¿Seguro que deseas eliminar este testimonio?',
      nameRequired: 'El nombre es obligatorio',
      textRequired: 'El testimonio es obligatorio',
      ratingRange: 'La valoración va de 1 a 5',
      delete: 'Delete',
      testimonials: 'Testimonios',
    },
  },
};
