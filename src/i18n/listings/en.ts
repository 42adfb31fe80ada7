import type { es } from './es';

/** English, key for key with es.ts (its type makes a missing or extra key a compile error). */
export const en: typeof es = {
  ep: {
    listings: {
      titleRequired: 'Title is required',
      addProperty: '+ Add Property',
      addVehicle: '+ Add Vehicle',
      priceRequired: 'Price is required',
      wholeDollars: 'Whole dollars only',
      minPrice: 'Price must be 0 or more',
      maxImages: 'At most %{max} images',
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
        'properties-for-sale': 'Properties for Sale',
        'properties-for-rent': 'Properties for Rent',
        'vehicles-for-sale': 'Vehicles for Sale',
        'vehicles-for-rent': 'Vehicles for Rent',
      },
      confirmDelete: 'Confirm Delete',
      view: 'View',
      edit: 'Edit',
      active: 'Active',
      pending: 'Pending',
      cancel: 'Cancel',
      search: 'Search...',
      salesAndRentals: 'Sales & Rentals',
      image: 'Image',
      title: 'Title',
      location: 'Location',
      brand: 'Brand',
      bedrooms: 'Bedrooms',
      year: 'Year',
      price: 'Price',
      status: 'Status',
      actions: 'Actions',
      description: 'Description',
      features: 'Features',
      ownerInformation: 'Owner Information',
      back: 'Back',
      errorLoadingSalesAnd: 'Error loading sales and rentals figures',
      showSalesAndRentals: 'Show Sales & Rentals in the public menu',
      saving: 'Saving...',
      updating: 'Updating...',
      delete: 'Delete',
      owner: {
        name: 'Name',
        phone: 'Phone',
        email: 'Email',
        whatsapp: 'WhatsApp',
      },
      nouns: {
        property: {
          edit: 'Edit Property',
          delete: 'Delete Property',
        },
        vehicle: {
          edit: 'Edit Vehicle',
          delete: 'Delete Vehicle',
        },
      },
    },
    listingAds: {
      endsAds:
        'This also ends %{smart_count} active ad of this listing. |||| This also ends %{smart_count} active ' +
        'ads of this listing.',
    },
  },
};
