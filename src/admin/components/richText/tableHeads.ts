/**
 * The table extension writes every row into one `<tbody>`, so a table's `<thead>` became body rows on the first
 * visual edit. Its header rows are the leading rows made only of `<th>` (what it reads from a `<thead>` and what
 * Insertar tabla makes): those go back into a `<thead>`, and at least one row stays in the body.
 */
export function withTableHeads(html: string): string {
  if (!html.includes('<th')) return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const table of template.content.querySelectorAll('table')) {
    const body = table.tBodies[0];
    if (table.tHead || !body) continue;
    const rows = [...body.rows];
    const heads = rows.findIndex((row) => [...row.cells].some((cell) => cell.tagName !== 'TH'));
    if (heads <= 0) continue;
    const head = table.createTHead();
    head.append(...rows.slice(0, heads));
  }
  return template.innerHTML;
}
