import { expect, it } from 'vitest';
import { describeEachDatabase } from './support/testServer';
import type { Post } from '../../src/domain/posts';
import type { Category } from '../../src/domain/categories';

type Refusal = { error: string; fields: Record<string, string> };

const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describeEachDatabase('blog posts API', (session) => {
  const call = <T>(method: string, path: string, body?: unknown) =>
    session().server.call<T>(method, path, { cookie: session().secretary, body });
  const anonymous = <T>(method: string, path: string, body?: unknown) =>
    session().server.call<T>(method, path, { body });
  let serial = 0;
  const newPost = (fields: Partial<Post> = {}) => {
    serial += 1;
    return call<Post>('POST', '/api/blog/posts', {
      title: `Excursión ${serial}`,
      slug: `excursion-${serial}`,
      ...fields,
    });
  };

  it('API-12 GET ?admin=true answers {posts} with drafts and published posts, every field of a post', async () => {
    const { status, body } = await call<{ posts: Post[] }>('GET', '/api/blog/posts?admin=true');
    expect(status).toBe(200);
    expect(body.posts.length).toBeGreaterThanOrEqual(12);
    expect(new Set(body.posts.map((post) => post.status))).toEqual(new Set(['draft', 'published']));
  });

  it('POST-26 API-13 a post has every field of the spec, tags as a list of strings', async () => {
    const { body: list } = await call<{ posts: Post[] }>('GET', '/api/blog/posts?admin=true');
    const { status, body } = await call<Post>('GET', `/api/blog/posts/${list.posts[0].id}`);
    expect(status).toBe(200);
    const fields = [
      'id',
      'title',
      'slug',
      'content',
      'summary',
      'featured_image',
      'category_id',
      'status',
      'seo_title',
      'seo_description',
      'seo_keywords',
      'og_title',
      'og_description',
      'og_image',
      'twitter_card',
      'canonical_url',
      'robots_meta',
      'tags',
      'published_at',
    ];
    expect(Object.keys(body)).toEqual(expect.arrayContaining(fields));
    expect(Array.isArray(body.tags)).toBe(true);
  });

  it(
    'API-12 without admin=true, or without a session, the list answers published posts only; a draft is ' + 'not found',
    async () => {
      const staffPublic = await call<{ posts: Post[] }>('GET', '/api/blog/posts');
      const visitor = await anonymous<{ posts: Post[] }>('GET', '/api/blog/posts?admin=true');
      for (const answer of [staffPublic, visitor]) {
        expect(answer.status).toBe(200);
        expect(answer.body.posts.length).toBeGreaterThan(0);
        expect(answer.body.posts.every((post) => post.status === 'published')).toBe(true);
      }
      const paged = await anonymous<Post[]>(
        'GET',
        `/api/blog/posts?filter=${q({ status: 'draft' })}&range=${q([0, 9])}`,
      );
      expect(paged.body.every((post) => post.status === 'published')).toBe(true);
      const draft = await newPost();
      expect((await anonymous('GET', `/api/blog/posts/${draft.body.id}`)).status).toBe(404);
      expect((await call('GET', `/api/blog/posts/${draft.body.id}`)).status).toBe(200);
    },
  );

  it('POST-02 POST-03 API-12 the list protocol searches title or slug, 10 a page, with Content-Range', async () => {
    const page = await call<Post[]>(
      'GET',
      `/api/blog/posts?range=${q([0, 9])}&sort=${q(['id', 'ASC'])}&filter=${q({})}`,
    );
    expect(page.body).toHaveLength(10);
    expect(page.headers.get('content-range')).toMatch(/^posts 0-9\/\d+$/);
    const byTitle = await call<Post[]>('GET', `/api/blog/posts?filter=${q({ q: 'teleferico' })}&range=${q([0, 9])}`);
    expect(byTitle.body.map((post) => post.slug)).toEqual([]);
    const accented = await call<Post[]>(
      'GET',
      `/api/blog/posts?filter=${q({ q: 'Charcos de Damajagua' })}&range=${q([0, 9])}`,
    );
    expect(accented.body.map((post) => post.slug)).toEqual(['los-27-charcos-de-damajagua-guia-completa']);
    const bySlug = await call<Post[]>('GET', `/api/blog/posts?filter=${q({ q: 'back-on-time' })}&range=${q([0, 9])}`);
    expect(bySlug.body.map((post) => post.title)).toEqual(['Amber Cove shore excursions that get you back on time']);
    const notContent = await call<Post[]>(
      'GET',
      `/api/blog/posts?filter=${q({ q: 'Pendiente de fotos' })}&range=${q([0, 9])}`,
    );
    expect(notContent.body).toEqual([]);
  });

  it(
    'API-16 POST-20 POST-21 POST-22 a new post defaults to draft, summary card and index,follow; the answer ' +
      'carries its id',
    async () => {
      const created = await newPost();
      expect(created.status).toBe(201);
      expect(created.body.id).toEqual(expect.any(Number));
      expect(created.body).toMatchObject({
        status: 'draft',
        twitter_card: 'summary',
        robots_meta: 'index,follow',
        tags: [],
        published_at: null,
        category_id: null,
      });
    },
  );

  it(
    'API-16 API-14 POST-07 POST-08 tags are stored as a list, trimmed, blanks dropped, on create ' + 'and update',
    async () => {
      const created = await newPost({ tags: [' Damajagua ', '', 'cascadas', '   '] });
      expect(created.body.tags).toEqual(['Damajagua', 'cascadas']);
      const updated = await call<Post>('PUT', `/api/blog/posts/${created.body.id}`, { tags: ['Amber Cove', ' '] });
      expect(updated.body.tags).toEqual(['Amber Cove']);
    },
  );

  it('POST-16 title and slug are required; nothing is stored', async () => {
    const before = (await call<{ posts: Post[] }>('GET', '/api/blog/posts?admin=true')).body.posts.length;
    const answer = await call<Refusal>('POST', '/api/blog/posts', { title: '  ', slug: '' });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toMatchObject({ title: 'El título es obligatorio', slug: 'El slug es obligatorio' });
    expect((await call<{ posts: Post[] }>('GET', '/api/blog/posts?admin=true')).body.posts.length).toBe(before);
  });

  it('POST-16 a slug is unique, whatever its case, and the clash is answered under the field', async () => {
    await newPost({ slug: 'cayo-arena-unico' });
    const clash = await call<Refusal>('POST', '/api/blog/posts', { title: 'Otro', slug: 'cayo-arena-unico' });
    expect(clash.status).toBe(400);
    expect(clash.body.fields).toEqual({ slug: 'Ya existe una entrada con este slug.' });
    const badSlug = await call<Refusal>('POST', '/api/blog/posts', { title: 'Otro', slug: 'Cayo Arena!' });
    expect(Object.keys(badSlug.body.fields)).toEqual(['slug']);
  });

  it(
    'POST-18 POST-19 POST-23 only the spec options for twitter card, robots meta and status ' + 'are accepted',
    async () => {
      for (const twitter_card of ['summary', 'summary_large_image', 'app', 'player']) {
        expect((await newPost({ twitter_card: twitter_card as Post['twitter_card'] })).status).toBe(201);
      }
      for (const robots_meta of ['index,follow', 'noindex,follow', 'index,nofollow', 'noindex,nofollow']) {
        expect((await newPost({ robots_meta: robots_meta as Post['robots_meta'] })).status).toBe(201);
      }
      const refused = await call<Refusal>('POST', '/api/blog/posts', {
        title: 'X',
        slug: 'x-refused',
        twitter_card: 'large',
        robots_meta: 'all',
        status: 'archived',
      });
      expect(Object.keys(refused.body.fields).sort()).toEqual(['robots_meta', 'status', 'twitter_card']);
    },
  );

  it('POST-23 publishing stamps published_at once; a draft has none', async () => {
    const created = await newPost();
    const published = await call<Post>('PUT', `/api/blog/posts/${created.body.id}`, {
      status: 'published',
      published_at: '1999-01-01',
    });
    expect(published.body.status).toBe('published');
    expect(Date.parse(String(published.body.published_at))).toBeGreaterThan(Date.parse('2026-01-01'));
    const again = await call<Post>('PUT', `/api/blog/posts/${created.body.id}`, { status: 'draft' });
    const republished = await call<Post>('PUT', `/api/blog/posts/${created.body.id}`, { status: 'published' });
    expect(again.body.published_at).toBe(published.body.published_at);
    expect(republished.body.published_at).toBe(published.body.published_at);
  });

  it('API-14 POST-09 every editor field is saved and read back; links must be paths or http(s)', async () => {
    const fields = {
      title: 'Ocean World',
      slug: 'ocean-world-todo',
      summary: 'Delfines',
      content: '<p>Hola</p>',
      featured_image: '/media/ocean.jpg',
      category_id: 2,
      status: 'published' as const,
      seo_title: 'Ocean World | EP',
      seo_description: 'Nado con delfines',
      seo_keywords: 'ocean world, delfines',
      og_title: 'Ocean World',
      og_description: 'Un día en familia',
      og_image: '/media/og.jpg',
      twitter_card: 'player' as const,
      canonical_url: 'https://epcontrol.do/blog/ocean-world',
      robots_meta: 'noindex,nofollow' as const,
      tags: ['familia'],
    };
    const created = await newPost();
    const updated = await call<Post>('PUT', `/api/blog/posts/${created.body.id}`, { ...created.body, ...fields });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject(fields);
    expect((await call<Post>('GET', `/api/blog/posts/${created.body.id}`)).body).toEqual(updated.body);
    const unsafe = await call<Refusal>('PUT', `/api/blog/posts/${created.body.id}`, {
      og_image: 'javascript:alert(1)',
      canonical_url: 'data:text/html,x',
      featured_image: '//evil.example',
    });
    expect(Object.keys(unsafe.body.fields).sort()).toEqual(['canonical_url', 'featured_image', 'og_image']);
  });

  it('API-14 a post may only point at a category that exists', async () => {
    const answer = await call<Refusal>('POST', '/api/blog/posts', {
      title: 'X',
      slug: 'x-no-category',
      category_id: 9999,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({ category_id: 'Esta categoría no existe.' });
  });

  it('API-14 a stale version answers 409 and changes nothing; plain-text fields are stored as typed', async () => {
    const created = await newPost({ summary: '<b>5 ★</b> & "más"' });
    expect(created.body.summary).toBe('<b>5 ★</b> & "más"');
    await call('PUT', `/api/blog/posts/${created.body.id}`, { title: 'Primera', version: 1 });
    const stale = await call('PUT', `/api/blog/posts/${created.body.id}`, { title: 'Segunda', version: 1 });
    expect(stale.status).toBe(409);
    expect((await call<Post>('GET', `/api/blog/posts/${created.body.id}`)).body.title).toBe('Primera');
  });

  it('API-15 deletes a post', async () => {
    const created = await newPost();
    expect((await call('DELETE', `/api/blog/posts/${created.body.id}`)).body).toEqual({ id: created.body.id });
    expect((await call('GET', `/api/blog/posts/${created.body.id}`)).status).toBe(404);
  });

  it('API-14 API-16 writes need a session; anonymous callers get 401', async () => {
    expect((await anonymous('POST', '/api/blog/posts', { title: 'X', slug: 'x-anon' })).status).toBe(401);
    expect((await anonymous('DELETE', '/api/blog/posts/1')).status).toBe(401);
    expect((await anonymous('POST', '/api/blog/categories', { name: 'X', slug: 'x' })).status).toBe(401);
  });
});

describeEachDatabase('blog categories API', (session) => {
  const call = <T>(method: string, path: string, body?: unknown) =>
    session().server.call<T>(method, path, { cookie: session().secretary, body });

  it('API-17 POST-27 lists the categories with id, name, slug and description', async () => {
    const { status, body } = await call<Category[]>('GET', '/api/blog/categories');
    expect(status).toBe(200);
    expect(body.map((category) => category.name)).toEqual([
      'Consejos de viaje',
      'Cruise Guests',
      'Excursiones',
      'Family Fun',
    ]);
    expect(Object.keys(body[0])).toEqual(expect.arrayContaining(['id', 'name', 'slug', 'description']));
  });

  it('API-18 POST-27 creates a category {name, slug, description}', async () => {
    const created = await call<Category>('POST', '/api/blog/categories', {
      name: 'Playas',
      slug: 'playas',
      description: 'Arena y sol',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      id: expect.any(Number),
      name: 'Playas',
      slug: 'playas',
      description: 'Arena y sol',
    });
  });

  it('POST-28 name and slug are required: "Name and slug are required", blank or missing', async () => {
    for (const body of [{ name: '', slug: 'x' }, { slug: 'x' }, { name: 'X' }, { name: ' ', slug: ' ' }]) {
      const answer = await call<Refusal>('POST', '/api/blog/categories', body);
      expect(answer.status).toBe(400);
      expect(Object.values(answer.body.fields)).toContain('Name and slug are required');
    }
  });

  it('POST-29 a duplicate name, whatever its case (accents included), is refused with the spec message', async () => {
    for (const name of ['EXCURSIONES', ' excursiones ']) {
      const answer = await call<Refusal>('POST', '/api/blog/categories', { name, slug: `otra-${name.trim().length}` });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        error: 'A category with this name already exists.',
        code: 'validation',
        fields: { name: 'A category with this name already exists.' },
      });
    }
    await call('POST', '/api/blog/categories', { name: 'Éxitos', slug: 'exitos' });
    const accented = await call<Refusal>('POST', '/api/blog/categories', { name: 'ÉXITOS', slug: 'exitos-2' });
    expect(accented.body.error).toBe('A category with this name already exists.');
  });

  it('POST-30 API-18 a duplicate slug is refused with the spec message in the error answer', async () => {
    const answer = await call<Refusal>('POST', '/api/blog/categories', { name: 'Cruceros', slug: 'cruise-guests' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error: 'A category with this slug already exists.',
      code: 'slug_taken',
      fields: { slug: 'A category with this slug already exists.' },
    });
  });

  it('POST-29 POST-30 the unique indexes hold when the check is passed by (two requests racing)', async () => {
    const { db } = session().server;
    const now = new Date().toISOString();
    const row = {
      name: 'FAMILY FUN',
      slug: 'family-fun-2',
      description: '',
      created_at: now,
      updated_at: now,
      search: '',
    };
    await expect(db.kysely.insertInto('categories').values(row).execute()).rejects.toThrow(/unique/i);
    await expect(
      db.kysely
        .insertInto('categories')
        .values({ ...row, name: 'Nueva', slug: 'FAMILY-FUN' })
        .execute(),
    ).rejects.toThrow(/unique/i);
  });
});
