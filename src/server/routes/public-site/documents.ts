import type { Page } from '../../../domain/pages';
import type { Policy } from '../../../domain/policies';
import { html, trusted, type Html } from './html';
import { page, type PageContext } from './layout';
import { breadcrumbs } from './structured';

/**
 * A policy's text as the editor wrote it (POL-10, markdown-like): '#' lines are headings, blank lines part paragraphs.
 */
export function policyText(content: string): Html {
  const blocks = content.replace(/\r\n/g, '\n').split(/\n\s*\n/);
  return html`${blocks.map((block) => {
    const heading = /^(#{1,4})\s+(.*)$/.exec(block.trim());
    if (heading) return html`<h2>${heading[2]}</h2>`;
    const lines = block.split('\n').map((line) => line.trim());
    if (lines.every((line) => /^[-*]\s+/.test(line)))
      return html`<ul>
        ${lines.map((line) => html`<li>${line.replace(/^[-*]\s+/, '')}</li>`)}
      </ul>`;
    return html`<p>${lines.join(' ')}</p>`;
  })}`;
}

export function policyPage(context: PageContext, policy: Policy, path: string): string {
  const { words } = context;
  const body = html`<article lang="${context.defaultLang}">
    <h1>${policy.title}</h1>
    ${
      policy.last_updated
        ? html`<p class="hint"><span lang="${context.lang}">${words.lastUpdated}</span>: \
${policy.last_updated.slice(0, 10)}</p>`
        : ''
    }
    <section>${policyText(policy.content)}</section>
  </article>`;
  return page(context, {
    title: policy.title,
    body,
    structured: [breadcrumbs(context, [{ name: policy.title, path }])],
  });
}

/** A page published in the admin: its HTML, sanitized by the server when saved. */
export function contentPage(context: PageContext, item: Page, path: string): string {
  const body = html`<article lang="${context.defaultLang}">
    <h1>${item.title}</h1>
    <section>${trusted(item.content)}</section>
  </article>`;
  return page(context, {
    title: item.title,
    body,
    structured: [breadcrumbs(context, [{ name: item.title, path }])],
  });
}
