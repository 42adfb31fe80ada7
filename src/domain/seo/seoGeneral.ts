import { z } from 'zod';
import { defineSingleton } from '../singleton';
import { imageLink, optionalLink, text } from '../validation';
import { TWITTER_CARDS } from '../posts';
import { lazy } from '../lazy';

/** SEO-22: the site-wide SEO settings the public site renders into every page. */
export const seoGeneral = defineSingleton({
  name: 'seo-general',
  api: '/api/seo-general',
  schema: lazy(() =>
    z.strictObject({
      site_title: text(120).default(''),
      site_description: text(320).default(''),
      meta_keywords: text(1000).default(''),
      og_image: imageLink(500).default(''),
      favicon: imageLink(500).default(''),
      analytics_id: text(50).default(''),
      tag_manager_id: text(50).default(''),
      facebook_pixel: text(50).default(''),
      robots_txt: text(5000).default('User-agent: *\nAllow: /'),
      sitemap_url: optionalLink(500).default(''),
      canonical_url: optionalLink(500).default(''),
      twitter_card: z.enum(TWITTER_CARDS).default('summary'),
      author: text(120).default(''),
      copyright_text: text(200).default(''),
      language: text(10).default('es'),
      geo_location: text(120).default(''),
    }),
  ),
  access: { read: 'public', write: 'owner' },
});
