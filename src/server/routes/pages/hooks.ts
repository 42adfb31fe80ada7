import { today } from '../../../domain/common';
import type { Json } from '../../db/repository';
import { sanitizeRichHtml } from '../../http/sanitize';
import { defineHooks } from '../../crud/resource';

const withCleanContent = (data: Json) =>
  data.content === undefined ? data : { ...data, content: sanitizeRichHtml(String(data.content)) };

/** Page HTML is sanitized on the server whoever sends it; a new page is dated today. */
export default defineHooks(() => ({
  beforeCreate: (data) => withCleanContent({ ...data, date: data.date ?? today() }),
  beforeUpdate: (data) => withCleanContent(data),
}));
