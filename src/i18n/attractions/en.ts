import type { es } from './es';

/** English, key for key with es.ts (its type makes a missing or extra key a compile error). */
export const en: typeof es = {
  ep: {
    attractions: {
      nameRequired: 'Name is required',
      descriptionRequired: 'Description is required',
      saved: 'Attraction saved successfully!',
      saveError: 'Error saving attraction',
      confirmDelete: 'Are you sure you want to delete this attraction?',
      addAttraction: 'Add Attraction',
      editAttraction: 'Edit Attraction',
      name: 'Name',
      description: 'Description',
      imageUrlOrFile: 'Image URL or file',
      externalLink: 'External Link',
      optional: 'Optional',
      searchAttractions: 'Search attractions',
      edit: 'Edit',
      delete: 'Delete',
      deleteAttraction: 'Delete the attraction “%{recordRepresentation}”',
      attractions: 'Attractions',
      image: 'Image',
      order: 'Order',
      newestFirst: 'Newest First',
      oldestFirst: 'Oldest First',
      prev: 'Prev',
    },
  },
};
