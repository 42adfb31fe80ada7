import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { sourceFiles } from '../support/sourceFiles';
import ts from 'typescript';

/** Props whose string a person reads (on screen, as a tooltip or by a screen reader). */
const SHOWN_PROPS = new Set([
  'label',
  'title',
  'placeholder',
  'helperText',
  'emptyText',
  'alt',
  'aria-label',
  'tooltip',
  'confirmTitle',
  'confirmContent',
  'content',
  // The app's own components that show a text prop as given or hand it to react-admin.
  'saveLabel',
  'savingLabel',
  'cancelLabel',
  'previousLabel',
  'loadingText',
  'empty',
  'action',
  'confirm',
  'failure',
]);

/** Calls whose first argument a person reads. */
const SHOWN_CALLS = new Set(['notify']);

/** A catalog key, translated where it is shown. */
export const isKey = (text: string) => /^(ep|ra|resources)\.[\w.-]+$/.test(text);

const hasLetters = (text: string) => /\p{L}/u.test(text);

export interface InlineText {
  file: string;
  line: number;
  text: string;
}

/** A piece of literal text in the code: a string, or the text between a template's placeholders. */
type Literal = ts.Node & { text: string };

/**
 * The literal texts of an expression that can be what is shown (both arms of a condition, a fallback, a template's
 * words).
 */
function shownStrings(node: ts.Node): Literal[] {
  if (ts.isStringLiteralLike(node)) return [node];
  if (ts.isParenthesizedExpression(node)) return shownStrings(node.expression);
  if (ts.isConditionalExpression(node)) return [...shownStrings(node.whenTrue), ...shownStrings(node.whenFalse)];
  if (
    ts.isBinaryExpression(node) &&
    [ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken].includes(node.operatorToken.kind)
  )
    return [...shownStrings(node.left), ...shownStrings(node.right)];
  if (ts.isTemplateExpression(node)) {
    // A key built from values (`ep.listings.nouns.${noun}.delete`, `${words}.saved`) is a key, not words.
    const shape = node.head.text + node.templateSpans.map((span) => `x${span.literal.text}`).join('');
    if (isKey(shape) || /^x(\.[\w-]+)+$/.test(shape)) return [];
    return [node.head, ...node.templateSpans.map((span) => span.literal)];
  }
  return [];
}

/**
 * Text written into the screens' code instead of a catalog key: JSX text with letters or a child expression's string, a
 * shown prop's string (also either arm of a condition), and a notification's literal message. `skip` lists folders
 * another part of the app owns.
 */
export function inlineTexts(root: string, skip: string[] = []): InlineText[] {
  const found: InlineText[] = [];
  for (const path of sourceFiles(root, /\.tsx$/)) {
    const file = relative(root, path);
    if (skip.some((folder) => file.startsWith(folder))) continue;
    const source = ts.createSourceFile(
      path,
      readFileSync(path, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
      ts.ScriptKind.TSX,
    );
    const report = (node: ts.Node, text: string) =>
      found.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: text.trim() });
    const visit = (node: ts.Node) => {
      if (ts.isJsxText(node) && hasLetters(node.text)) report(node, node.text);
      // A child written as an expression ({`Could not load the ${noun}.`}, {ready ? 'Done' : 'Wait'}) is shown as well.
      if (
        ts.isJsxExpression(node) &&
        node.expression &&
        (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
      ) {
        for (const literal of shownStrings(node.expression))
          if (hasLetters(literal.text) && !isKey(literal.text)) report(literal, literal.text);
      }
      if (ts.isJsxAttribute(node) && SHOWN_PROPS.has(node.name.getText(source)) && node.initializer) {
        const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
        for (const literal of value ? shownStrings(value) : [])
          if (hasLetters(literal.text) && !isKey(literal.text)) report(literal, literal.text);
      }
      if (ts.isCallExpression(node) && SHOWN_CALLS.has(node.expression.getText(source)) && node.arguments[0]) {
        for (const literal of shownStrings(node.arguments[0]))
          if (hasLetters(literal.text) && !isKey(literal.text)) report(literal, literal.text);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}
