import type { Post } from '../../../domain/posts';
import { html, trusted } from './html';
import { picture } from './images';
import { page, type PageContext } from './layout';
import { blogPosting, breadcrumbs } from './structured';

export const BLOG_PATH = '/blog';
export const POSTS_PER_PAGE = 10;
export const postPath = (post: Pick<Post, 'slug'>) => `${BLOG_PATH}/${post.slug}`;

export interface BlogFilter {
  page: number;
  category?: { id: number; name: string; slug: string };
  tag?: string;
}

/** The query of a list page: the filter and its page number, as its links carry them. */
export function blogQuery(filter: Partial<BlogFilter>, pageNumber: number): string {
  const params = new URLSearchParams();
  if (filter.category) params.set('category', filter.category.slug);
  if (filter.tag) params.set('tag', filter.tag);
  if (pageNumber > 1) params.set('page', String(pageNumber));
  const query = params.toString();
  return query ? `?${query}` : '';
}

const day = (iso: string | null) => (iso ?? '').slice(0, 10);

export function blogPage(
  context: PageContext,
  posts: Post[],
  categories: Array<{ id: number; name: string; slug: string }>,
  filter: BlogFilter,
): string {
  const { words } = context;
  const pages = Math.max(1, Math.ceil(posts.length / POSTS_PER_PAGE));
  const shown = posts.slice((filter.page - 1) * POSTS_PER_PAGE, filter.page * POSTS_PER_PAGE);
  const tags = [...new Set(posts.flatMap((post) => post.tags))].sort();
  const base = context.href(BLOG_PATH);
  const body = html`<h1>
      ${words.blogTitle}${filter.category ? ` · ${filter.category.name}` : ''}${filter.tag ? ` · #${filter.tag}` : ''}
    </h1>
    <p>${words.blogIntro}</p>
    ${
      shown.length
        ? html`<ul class="cards" lang="${context.defaultLang}">
            ${shown.map(
              (post) =>
                html`<li class="card">
                  ${picture(post.featured_image, post.title)}
                  <div class="body">
                    <h2><a href="${context.href(postPath(post))}">${post.title}</a></h2>
                    <p class="hint"><time datetime="${day(post.published_at)}">${day(post.published_at)}</time></p>
                    <p>${post.summary}</p>
                    <a href="${context.href(postPath(post))}" lang="${context.lang}">${words.readMore}</a>
                  </div>
                </li>`,
            )}
          </ul>`
        : html`<p>${words.noPosts}</p>`
    }
    ${
      pages > 1
        ? html`<nav class="pager" aria-label="${words.pageOf.replace('{n}', String(filter.page))}">
            ${
              filter.page > 1
                ? html`<a href="${base}${blogQuery(filter, filter.page - 1)}" rel="prev">${words.newer}\
</a>`
                : ''
            }
            <span>${words.pageOf.replace('{n}', String(filter.page))} / ${pages}</span>
            ${
              filter.page < pages
                ? html`<a href="${base}${blogQuery(filter, filter.page + 1)}" rel="next">\
${words.older}</a>`
                : ''
            }
          </nav>`
        : ''
    }
    <section>
      <h2>${words.categories}</h2>
      <ul class="tags">
        <li><a href="${base}">${words.allPosts}</a></li>
        ${categories.map(
          (category) => html`<li><a href="${base}${blogQuery({ category }, 1)}">${category.name}</a>\
</li>`,
        )}
      </ul>
      ${
        tags.length
          ? html`<h2>${words.tags}</h2>
              <ul class="tags">
                ${tags.map((tag) => html`<li><a href="${base}${blogQuery({ tag }, 1)}">#${tag}</a></li>`)}
              </ul>`
          : ''
      }
    </section>`;
  return page(context, {
    title: words.blogTitle,
    description: words.blogIntro,
    body,
    // A filtered or later list page repeats the posts: followed, not indexed.
    robots: filter.category || filter.tag || filter.page > 1 ? 'noindex,follow' : undefined,
    structured: [breadcrumbs(context, [{ name: words.blogTitle, path: BLOG_PATH }])],
  });
}

/** One post with the SEO its editor set: title, description, keywords, Open Graph, Twitter card, canonical, robots. */
export function postPage(context: PageContext, post: Post, category?: { name: string; slug: string }): string {
  const { words } = context;
  const base = context.href(BLOG_PATH);
  const body = html`<p><a href="${base}">← ${words.backToBlog}</a></p>
    <article lang="${context.defaultLang}">
      <h1>${post.title}</h1>
      <p class="hint">
        <span lang="${context.lang}">${words.publishedOn}</span>
        <time datetime="${day(post.published_at)}">${day(post.published_at)}</time>
        ${
          category
            ? html` · <a href="${base}${blogQuery({ category: { id: 0, ...category } }, 1)}">${category.name}\
</a>`
            : ''
        }
      </p>
      ${picture(post.featured_image, post.title, { lazy: false, className: 'hero', sizes: '100vw' })}
      <section>${trusted(post.content)}</section>
      ${
        post.tags.length
          ? html`<ul class="tags">
              ${post.tags.map((tag) => html`<li><a href="${base}${blogQuery({ tag }, 1)}">#${tag}</a></li>`)}
            </ul>`
          : ''
      }
    </article>`;
  return page(context, {
    title: post.seo_title || post.title,
    description: post.seo_description || post.summary,
    keywords: post.seo_keywords,
    image: post.og_image || post.featured_image,
    ogType: 'article',
    ogTitle: post.og_title,
    ogDescription: post.og_description,
    twitterCard: post.twitter_card,
    canonical: post.canonical_url,
    robots: post.robots_meta,
    body,
    structured: [
      blogPosting(context, post, postPath(post)),
      breadcrumbs(context, [
        { name: words.blogTitle, path: BLOG_PATH },
        { name: post.title, path: postPath(post) },
      ]),
    ],
  });
}
