/**
 * Attractions. Spanish: the spec's wording verbatim where the spec gives it, Spanish everywhere else.
 */
export const es = {
  ep: {
    attractions: {
      nameRequired: 'El nombre es obligatorio',
      descriptionRequired: 'La descripción es obligatoria',
      saved: 'Attraction saved successfully!',
      saveError: 'Error saving attraction',
      confirmDelete: 'Are you sure you want to delete this attraction?',
      addAttraction: 'Añadir atracción',
      editAttraction: 'Editar atracción',
      name: 'Name',
      description: 'Description',
      imageUrlOrFile: 'URL o archivo de imagen',
      externalLink: 'External Link',
      optional: 'Opcional',
      searchAttractions: 'Buscar atracciones',
      edit: 'Edit',
      delete: 'Delete',
      deleteAttraction: 'Eliminar la atracción «%{recordRepresentation}»',
      attractions: 'Attractions',
      image: 'Imagen',
      order: 'Orden',
      newestFirst: 'Newest First',
      oldestFirst: 'Oldest First',
      prev: 'Prev',
    },
  },
};
