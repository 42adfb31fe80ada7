import { pagesResource } from '../../../domain/pages';
import { today } from '../../../domain/common';
import { sanitizeRichHtml } from '../../http/sanitize';
import { defineHooks } from '../../crud/resource';

const withCleanContent = <Page extends { content?: string }>(data: Page): Page =>
  data.content === undefined ? data : { ...data, content: sanitizeRichHtml(data.content) };

/** Page HTML is sanitized on the server whoever sends it; a new page is dated today. */
export default defineHooks(pagesResource, () => ({
  beforeCreate: (data) => withCleanContent({ ...data, date: data.date ?? today() }),
  beforeUpdate: (data) => withCleanContent(data),
}));
