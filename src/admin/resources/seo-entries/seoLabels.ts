/** The fields of the SEO screens (the spec names them); their words are the catalogs' ep.seo.fields. */
const FIELDS = [
  'type',
  'title',
  'slug',
  'description',
  'keywords',
  'image',
  'canonical',
  'index_status',
  'h1',
  'h2',
  'h3',
  'last_update',
  'site_title',
  'site_description',
  'meta_keywords',
  'og_image',
  'favicon',
  'analytics_id',
  'tag_manager_id',
  'facebook_pixel',
  'robots_txt',
  'sitemap_url',
  'canonical_url',
  'twitter_card',
  'author',
  'copyright_text',
  'language',
  'geo_location',
] as const;

/** Each field's label as a catalog key: react-admin's inputs and fields translate it. */
export const SEO_LABELS: Record<string, string> = Object.fromEntries(
  FIELDS.map((field) => [field, `ep.seo.fields.${field}`]),
);
