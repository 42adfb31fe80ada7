import type { es } from './es';

/** English, key for key with es.ts (its type makes a missing or extra key a compile error). */
export const en: typeof es = {
  ra: {
    message: {
      delete_title: 'Delete “%{recordRepresentation}”',
    },
  },
  resources: {
    notifications: {
      name: 'Notification |||| Notifications',
    },
  },
  ep: {
    locale: {
      label: 'Language',
    },
    roles: {
      owner: 'Owner',
      secretary: 'Secretary',
    },
    userRoles: {
      Owner: 'Owner',
      Secretary: 'Secretary',
      Driver: 'Driver',
    },
    userStatuses: {
      active: 'Active',
      inactive: 'Inactive',
    },
    notificationTypes: {
      reserva: 'Booking',
      mensaje: 'Message',
      testimonial: 'Testimonial',
    },
    notifications: {
      title: 'Notifications',
      empty: 'No notifications',
      textRequired: 'Text is required',
    },
    form: {
      invalidTabs: 'Not saved: correct the field marked in red on the %{tabs} tab.',
      maxLength: 'At most %{max} characters',
      conflict: 'This record was changed by someone else. Reload to see their changes.',
      bulkDeleteTitle: 'Delete %{smart_count} record |||| Delete %{smart_count} records',
      bulkDeleteContent:
        'Are you sure you want to delete this record? |||| Are you sure you want to delete these ' +
        '%{smart_count} records?',
    },
    list: {
      dataLoadError: 'The data could not be loaded; it cannot be edited until it loads.',
      loadError: 'The list could not be loaded.',
      retry: 'Retry',
      moreColumns: 'Scroll right for more columns →',
    },
    access: {
      deniedTitle: 'No access',
      denied: 'This section is for the owner only.',
      notFoundTitle: 'Page not found',
      notFound: 'This address does not exist in the panel.',
      toDashboard: 'Go to my dashboard',
    },
    session: {
      otherUser: 'Someone else is signing in: what %{user} had not saved will not be saved.',
      expiredTitle: 'Your session has expired',
      expired: 'Sign in again to go on: what you typed is saved once you are in.',
      leave: 'Leave',
    },
    richText: {
      insertTable: 'Insert table',
      htmlOnly:
        'This content has parts the visual editor cannot show (blocks, classes or styles): it is edited as ' +
        'HTML so they are kept.',
      visual: 'Visual',
      html: 'HTML',
    },
    profile: {
      title: 'Profile',
      username: 'Username',
      role: 'Role',
    },
    menu: {
      dashboard: 'Dashboard',
      reservas: 'Reservations',
      tours: 'Tours',
      attractions: 'Attractions',
      pages: 'Pages',
      posts: 'Posts',
      media: 'Media',
      users: 'Users',
      settings: 'Settings',
      contact: 'Contact',
      navigation: 'Navigation',
      seo: 'SEO',
      footer: 'Footer',
      policies: 'Policies',
      faq: 'FAQ',
      about: 'About Us',
      'sales-rentals': 'Sales & Rentals',
      advertising: 'Advertising',
      'advertising-plans': 'Advertising Plans',
      activity: 'Activity',
    },
    userMenu: {
      profile: 'Profile',
      logout: 'Log out',
    },
    diagnostics: {
      diagnostics: 'Diagnostics',
      listingsAreDeletedOne: 'Listings are deleted one by one from their lists; nothing here removes data.',
      checkAgain: 'Check again',
    },
  },
};
