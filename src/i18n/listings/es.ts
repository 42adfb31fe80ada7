/**
 * Listings and the ads that run on them. Spanish: the spec's wording verbatim where the spec gives it, Spanish
 * everywhere else.
 */
export const es = {
  ep: {
    listings: {
      titleRequired: 'El título es obligatorio',
      addProperty: '+ Añadir propiedad',
      addVehicle: '+ Añadir vehículo',
      priceRequired: 'El precio es obligatorio',
      wholeDollars: 'Solo dólares enteros',
      minPrice: 'El precio debe ser 0 o más',
      maxImages: 'Como máximo %{max} imágenes',
      fetchError: {
        properties: 'Failed to fetch properties',
        vehicles: 'Failed to fetch vehicles',
      },
      statuses: {
        pendingReview: 'Pending Review',
        underReview: 'Under Review',
        available: 'Available',
        active: 'Active',
      },
      totals: {
        value: 'Total Value',
        monthly: 'Monthly Revenue',
        daily: 'Daily Revenue',
      },
      deleteConfirm: 'Are you sure you want to delete "%{title}"? This action cannot be undone.',
      kinds: {
        'properties-for-sale': 'Propiedades en venta',
        'properties-for-rent': 'Propiedades en alquiler',
        'vehicles-for-sale': 'Vehículos en venta',
        'vehicles-for-rent': 'Vehículos en alquiler',
      },
      confirmDelete: 'Confirm Delete',
      view: 'View',
      edit: 'Edit',
      active: 'Activos',
      pending: 'Pendientes',
      cancel: 'Cancel',
      search: 'Buscar...',
      salesAndRentals: 'Sales & Rentals',
      image: 'Imagen',
      title: 'Title',
      location: 'Location',
      brand: 'Marca',
      bedrooms: 'Habitaciones',
      year: 'Año',
      price: 'Price',
      status: 'Status',
      actions: 'Actions',
      description: 'Description',
      features: 'Características',
      ownerInformation: 'Información del propietario',
      back: 'Back',
      errorLoadingSalesAnd: 'Error al cargar las cifras de ventas y alquileres',
      showSalesAndRentals: 'Mostrar Sales & Rentals en el menú público',
      saving: 'Saving...',
      updating: 'Updating...',
      delete: 'Delete',
      owner: {
        name: 'Nombre',
        phone: 'Teléfono',
        email: 'Email',
        whatsapp: 'WhatsApp',
      },
      nouns: {
        property: {
          edit: 'Editar propiedad',
          delete: 'Eliminar propiedad',
        },
        vehicle: {
          edit: 'Edit Vehicle',
          delete: 'Delete Vehicle',
        },
      },
    },
    listingAds: {
      endsAds:
        'También se cancelará %{smart_count} anuncio activo de este listado. |||| También se cancelarán ' +
        '%{smart_count} anuncios activos de este listado.',
    },
  },
};
