import type { es } from './es';

/** English, key for key with es.ts (its type makes a missing or extra key a compile error). */
export const en: typeof es = {
  ep: {
    common: {
      loading: 'Loading',
      pagination: 'pagination',
      next: 'Next',
      errorLoadingAdminPanel: 'Error loading admin panel',
      reloadPage: 'Reload Page',
      previous: 'Previous',
    },
    login: {
      username: 'Username',
      password: 'Password',
      logIn: 'Log In',
    },
    public: {
      aboutUs: 'About Us',
      faq: 'FAQ',
      language: 'Language',
      publicPages: 'Public pages',
      loading: 'Loading',
      media: 'Media',
      noMediaYet: 'No media yet.',
      mediaLoadError: 'Error loading media files',
      aboutLoadError: 'Error loading About Us',
      faqEmpty: 'No FAQs yet.',
      faqLoadError: 'Error loading FAQs',
      faqLanguages: {
        es: 'Spanish',
        en: 'English',
      },
    },
  },
};
