/** POL-02: how many characters of a policy the card shows. */
export const POLICY_PREVIEW_LENGTH = 200;

/**
 * POL-02: a policy's content as plain text for its card: markdown marks removed (headings, emphasis, code,
 * quotes, list bullets, links and images keep their text), whitespace collapsed, cut to 200 characters with
 * an ellipsis when longer. The card clamps it to 3 lines.
 */
export function policyPreview(content: string, length: number = POLICY_PREVIEW_LENGTH): string {
  const plain = content
    .replace(/```[^\n]*\n?/g, '')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}#{1,6}\s+/gm, '')
    .replace(/^\s{0,3}>\s?/gm, '')
    .replace(/^\s*(?:[-*+]|\d+[.)])\s+/gm, '')
    .replace(/^\s*(?:[-*_]\s*){3,}$/gm, '')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(\*|_)(.+?)\1/g, '$2')
    .replace(/~~(.+?)~~/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= length) return plain;
  return `${plain.slice(0, length).trimEnd()}…`;
}
