/**
 * Pages and the navigation links. Spanish: the spec's wording verbatim where the spec gives it, Spanish everywhere
 * else.
 */
export const es = {
  resources: {
    pages: {
      name: 'Página |||| Páginas',
    },
    navigation: {
      name: 'Enlace |||| Enlaces',
    },
  },
  ep: {
    pages: {
      title: 'Título',
      content: 'Contenido',
      status: 'Estado',
      date: 'Fecha',
      search: 'Buscar páginas',
      editTitle: 'Editar página',
      titleRequired: 'El título es obligatorio',
      deleteTitle: 'Eliminar la página «%{recordRepresentation}»',
      deleteConfirm: '¿Seguro que deseas eliminar esta página?',
      statuses: {
        published: 'Publicado',
        draft: 'Borrador',
      },
      createTitle: 'Nueva Página',
      create: '+ Nueva Página',
      edit: 'Editar',
      delete: 'Eliminar',
    },
    navigation: {
      name: 'Nombre',
      url: 'URL',
      order: 'Orden',
      status: 'Estado',
      newTab: 'Nueva pestaña',
      search: 'Buscar por nombre o URL',
      empty: 'No hay enlaces.',
      drag: 'Arrastrar para ordenar',
      dragDisabled: 'Borra la búsqueda para ordenar',
      moveUp: 'Subir %{name}',
      moveDown: 'Bajar %{name}',
      dragHandle: 'Arrastrar %{name}',
      required: 'Nombre y URL son obligatorios',
      airportDuplicate: 'Ya existe un enlace a Airport Transfers en la navegación.',
      confirmDelete: '¿Seguro que deseas eliminar este enlace?',
      deleteTitle: 'Eliminar enlace',
      loadError: 'Error al cargar el elemento',
      createError: 'Error al crear el elemento',
      updateError: 'Error al actualizar el elemento',
      connectionError: 'Error de conexión',
      deleteError: 'Error al eliminar el elemento',
      reorderError: 'Error updating order. Please try again.',
      createTitle: 'Add New Link',
      create: '+ Add New Link',
      save: 'Guardar',
      cancel: 'Cancelar',
      active: 'Activo',
      openNewTab: 'Abrir en nueva pestaña',
      edit: 'Edit',
      delete: 'Delete',
      inactive: 'Inactivo',
    },
  },
};
