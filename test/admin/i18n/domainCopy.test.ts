import { readFileSync } from 'node:fs';
import { sourceFiles } from '../support/sourceFiles';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { es } from '../../../src/admin/i18n/es';
import { phrase } from '../../../src/admin/i18n/phrase';
import { featureCatalog } from '../../../src/i18n/catalogs';
import { mergeTrees } from '../../../src/i18n/tree';

const DOMAIN = 'src/domain';
/** zod's calls whose string argument is the message shown when the rule fails. */
const RULES = new Set([
  'min',
  'max',
  'gt',
  'gte',
  'lt',
  'lte',
  'length',
  'regex',
  'refine',
  'email',
  'url',
  'multipleOf',
  'int',
  'nonempty',
  'startsWith',
  'endsWith',
  'includes',
]);

const isKey = (text: string) => /^ep\.[\w.-]+$/.test(text);
/** A sentence or a label, not an argument such as a prefix ('http', '/media/'). */
const isWording = (text: string) => /\p{L}/u.test(text) && /\s|^\p{Lu}/u.test(text);
// The feature word modules (src/i18n/<feature>.ts) are part of the Spanish catalog the app and server read.
const catalog = mergeTrees(es, featureCatalog('es'));
const inCatalog = (key: string) => phrase(catalog, key) !== key;

function scan() {
  const exports: string[] = [];
  const sentences: string[] = [];
  const keys: string[] = [];
  for (const path of sourceFiles(DOMAIN, /\.ts$/)) {
    const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    const where = (node: ts.Node) => `${path}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const message = (node: ts.Node | undefined) => {
      if (
        node &&
        (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
        isWording(node.text) &&
        !isKey(node.text)
      )
        sentences.push(`${where(node)} ${node.text}`);
      if (
        node &&
        ts.isTemplateExpression(node) &&
        isWording(node.head.text + node.templateSpans.map((span) => span.literal.text).join(' '))
      )
        sentences.push(`${where(node)} ${node.getText(source)}`);
    };
    const visit = (node: ts.Node) => {
      if (ts.isVariableStatement(node) && node.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword))
        for (const declaration of node.declarationList.declarations)
          if (/_MESSAGES$/.test(declaration.name.getText(source))) exports.push(where(declaration));
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        RULES.has(node.expression.name.text)
      )
        for (const argument of node.arguments) message(argument);
      if (ts.isPropertyAssignment(node) && node.name.getText(source) === 'message') message(node.initializer);
      if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && isKey(node.text))
        keys.push(node.text);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { exports, sentences, keys };
}

describe('the domain holds rules, not screen copy', () => {
  const { exports, sentences, keys } = scan();

  it('I18N src/domain exports no *_MESSAGES object', () => {
    expect(exports).toEqual([]);
  });

  it("I18N every zod rule's message in src/domain is a catalog key, not a sentence", () => {
    expect(sentences).toEqual([]);
  });

  it('I18N every catalog key named in src/domain is in the Spanish catalog', () => {
    expect(keys.length).toBeGreaterThan(0);
    expect([...new Set(keys)].filter((key) => !inCatalog(key))).toEqual([]);
  });
});
