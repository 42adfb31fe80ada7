/**
 * The words of the pages that load without react-admin (login, the public pages, the loading and crash screens): a
 * module of its own so those pages download these few words, not the whole catalog (admin/i18n/lightWords.ts; the
 * login page's weight, test/e2e/loadWeight.spec.ts). Spanish: the spec's wording verbatim where the spec gives it,
 * Spanish everywhere else.
 */
export const es = {
  ep: {
    common: {
      loading: 'Cargando',
      pagination: 'Paginación',
      next: 'Next',
      errorLoadingAdminPanel: 'Error loading admin panel',
      reloadPage: 'Reload Page',
      previous: 'Previous',
    },
    login: {
      username: 'Usuario',
      password: 'Contraseña',
      logIn: 'Log In',
    },
    public: {
      aboutUs: 'About Us',
      faq: 'FAQ',
      language: 'Idioma',
      publicPages: 'Páginas públicas',
      loading: 'Cargando',
      media: 'Media',
      noMediaYet: 'Aún no hay archivos.',
      mediaLoadError: 'Error loading media files',
      aboutLoadError: 'Error loading About Us',
      faqEmpty: 'No FAQs yet.',
      faqLoadError: 'Error loading FAQs',
      faqLanguages: {
        es: 'Español',
        en: 'English',
      },
    },
  },
};
