/** SHELL-01, PUB-02: the visitors' pages of the route table, under /ep-control. */
export const PUBLIC_PATHS = { faq: '/ep-control/faq', about: '/ep-control/about', media: '/ep-control/media' } as const;
