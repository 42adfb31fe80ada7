// jsdom's getComputedStyle works out the cascaded declarations of the element and of each of its ancestors by
// matching them against every style rule in the document, one after the other, through one nwsapi instance whose
// compiled selectors sit in an LRU cache of 1,000. Emotion puts a rule per MUI style variant in the document, more
// than 1,000 on a form screen, so walking them in order evicted every selector before it came round again: each
// computed style recompiled the whole sheet. That was half the CPU of the tour form's tests (MUI's
// TextareaAutosize measures every multiline field after each render, and getByRole's hidden check reads the style
// of each candidate and its ancestors), and jsdom drops its own style cache on any change to the document.
// Almost every emotion rule names a class of its own on the element it styles (`.css-1x2y3z`, `.css-1x2y3z:hover`,
// `.css-1x2y3z .MuiInputBase-input`): an element without the classes a selector's last compound names cannot
// match it. Two uses of that, both leaving nwsapi the last word on any rule that could match:
// - filterStyleRulesByClass: nwsapi is only asked about a rule whose classes the element has;
// - indexStyleRulesByClass: jsdom's declarations for an element, built as jsdom builds them (same rules, same
//   order, same cache), from the rules indexed under the element's classes plus those that name none.
// Anything not read plainly (escapes, brackets, parentheses, quotes, namespaces, no class in the last compound)
// is tested against every element, as before.
import { implForWrapper as implOf, jsdomRequire } from './jsdomInternals';

type Match = (selector: string, element: Element) => boolean;
interface ElementImpl {
  _attached: boolean;
  _ownerDocument: DocumentImpl;
  style: CSSStyleDeclaration;
  getAttributeNS(namespace: string | null, name: string): string | null;
}
interface DocumentImpl {
  _nwsapiDontThrow?: { match: Match };
  _styleCache: WeakMap<ElementImpl, CSSStyleDeclaration> | null;
  styleSheets: { _list: CSSStyleSheet[] };
}
interface StyleRule {
  selectorText?: string;
  style: CSSStyleDeclaration;
  media?: MediaList;
  cssRules?: CSSRuleList;
}

const implForWrapper = (wrapper: object) => implOf<DocumentImpl>(wrapper);
const styleRules = jsdomRequire('./style-rules.js') as {
  getDeclarationForElement(element: ElementImpl): CSSStyleDeclaration;
};
const { matchesDontThrow } = jsdomRequire('./selectors.js') as {
  matchesDontThrow(element: ElementImpl, selector: string | undefined): boolean;
};
const { CSSStyleDeclaration: JsdomStyleDeclaration } = jsdomRequire('cssstyle') as {
  CSSStyleDeclaration: new () => CSSStyleDeclaration;
};
const cssom = jsdomRequire('rrweb-cssom') as { parse(text: string): CSSStyleSheet };
const defaultStyleSheet = jsdomRequire('../../browser/default-stylesheet.js') as string;

/** For each selector of a list, the classes its last compound names; null when that can't be read plainly. */
function requiredClasses(selector: string): string[][] | null {
  if (/[\\[\]()"'|]/.test(selector)) return null;
  const parts: string[][] = [];
  for (const part of selector.split(',')) {
    const compounds = part.trim().split(/[\s>+~]+/);
    const subject = compounds[compounds.length - 1];
    const classes = [...subject.matchAll(/\.([^.:#\s]+)/g)].map((found) => found[1]);
    if (!classes.length) return null;
    parts.push(classes);
  }
  return parts;
}

const requiredBySelector = new Map<string, string[][] | null>();
function requiredFor(selector: string) {
  let required = requiredBySelector.get(selector);
  if (required === undefined) requiredBySelector.set(selector, (required = requiredClasses(selector)));
  return required;
}
const classSets = new Map<string, Set<string>>();
function classesOf(attribute: string | null) {
  const key = attribute ?? '';
  let classes = classSets.get(key);
  if (!classes) classSets.set(key, (classes = new Set(key.split(/[\t\n\f\r ]+/).filter(Boolean))));
  return classes;
}

/** Class selectors match regardless of case in quirks mode; these compare exactly, so only in standards mode. */
function standardsMode(document: Document) {
  return document.compatMode === 'CSS1Compat';
}

/** Puts the class filter in front of the nwsapi instance jsdom keeps for style rules in `document`. */
export function filterStyleRulesByClass(document: Document) {
  if (!standardsMode(document)) return;
  // jsdom creates the instance on the first computed style it works out.
  document.defaultView!.getComputedStyle(document.documentElement);
  const nwsapi = implForWrapper(document)._nwsapiDontThrow;
  if (!nwsapi) throw new Error('jsdom no longer keeps _nwsapiDontThrow: styleRuleMatching.ts needs updating');
  const match = nwsapi.match.bind(nwsapi);
  nwsapi.match = (selector, element) => {
    // Rules without a selector (@keyframes, @font-face) reach here with none: nwsapi's answer, as before.
    if (typeof selector !== 'string') return match(selector, element);
    const required = requiredFor(selector);
    if (required) {
      const classes = classesOf(element.getAttribute('class'));
      if (!required.some((part) => part.every((name) => classes.has(name)))) return false;
    }
    return match(selector, element);
  };
}

/** The rules jsdom would test, in its order: the default sheet's, then each sheet's, @media screen's inner ones. */
interface RuleIndex {
  sheets: CSSStyleSheet[];
  lengths: number[];
  /** Position in jsdom's order → rule. */
  rules: StyleRule[];
  /** Positions of the rules an element must be tested against whatever its classes. */
  always: number[];
  byClass: Map<string, number[]>;
}

let parsedDefaultStyleSheet: CSSStyleSheet | undefined;

function buildIndex(sheets: CSSStyleSheet[]): RuleIndex {
  parsedDefaultStyleSheet ??= cssom.parse(defaultStyleSheet);
  const index: RuleIndex = {
    sheets: [...sheets],
    lengths: sheets.map((sheet) => sheet.cssRules.length),
    rules: [],
    always: [],
    byClass: new Map(),
  };
  const add = (rule: StyleRule) => {
    const position = index.rules.push(rule) - 1;
    const required = typeof rule.selectorText === 'string' ? requiredFor(rule.selectorText) : null;
    if (!required) {
      index.always.push(position);
      return;
    }
    // One class per part is enough to find the rule; the same rule under two parts is tested once.
    for (const [first] of required) {
      const positions = index.byClass.get(first);
      if (!positions) index.byClass.set(first, [position]);
      else if (positions[positions.length - 1] !== position) positions.push(position);
    }
  };
  for (const sheet of [parsedDefaultStyleSheet, ...sheets]) {
    for (const rule of Array.from(sheet.cssRules) as unknown as StyleRule[]) {
      if (rule.media) {
        if (Array.prototype.indexOf.call(rule.media, 'screen') !== -1)
          for (const inner of Array.from(rule.cssRules!) as unknown as StyleRule[]) add(inner);
      } else {
        add(rule);
      }
    }
  }
  return index;
}

function indexIsCurrent(index: RuleIndex, sheets: CSSStyleSheet[]) {
  if (index.sheets.length !== sheets.length) return false;
  for (let i = 0; i < sheets.length; i++) {
    if (index.sheets[i] !== sheets[i] || index.lengths[i] !== sheets[i].cssRules.length) return false;
  }
  return true;
}

/**
 * jsdom's getDeclarationForElement with the rules found through the index. Window.getComputedStyle calls jsdom's
 * own for the element itself, so it is called here first: jsdom's then finds the declaration in its cache.
 */
export function indexStyleRulesByClass(document: Document) {
  if (!standardsMode(document)) return;
  const documentImpl = implForWrapper(document);
  if (!('_styleCache' in documentImpl) || !documentImpl.styleSheets?._list)
    throw new Error('jsdom changed its style cache: styleRuleMatching.ts needs updating');
  let index: RuleIndex | undefined;
  /** jsdom's style cache the index was last checked under: it is dropped whenever a sheet comes or goes. */
  let checkedUnder: object | null = null;

  styleRules.getDeclarationForElement = (elementImpl) => {
    const documentOfElement = elementImpl._ownerDocument;
    if (documentOfElement !== documentImpl) throw new Error('styleRuleMatching.ts: an element of another document');
    let styleCache = documentImpl._styleCache;
    if (!styleCache) styleCache = documentImpl._styleCache = new WeakMap();
    const cached = styleCache.get(elementImpl);
    if (cached) return cached;

    const sheets = documentImpl.styleSheets._list;
    if (
      !index ||
      (checkedUnder !== styleCache && !indexIsCurrent(index, sheets)) ||
      index.sheets.length !== sheets.length
    )
      index = buildIndex(sheets);
    checkedUnder = styleCache;

    const declaration = new JsdomStyleDeclaration();
    const handleProperty = (style: CSSStyleDeclaration, property: string) => {
      const value = style.getPropertyValue(property);
      // https://drafts.csswg.org/css-cascade-4/#valdef-all-unset
      if (value === 'unset') declaration.removeProperty(property);
      else declaration.setProperty(property, value, style.getPropertyPriority(property));
    };
    const classes = classesOf(elementImpl.getAttributeNS(null, 'class'));
    let positions = index.always;
    const found = [...classes].map((name) => index!.byClass.get(name)).filter((list) => list !== undefined);
    if (found.length) positions = [...new Set(positions.concat(...found))].sort((a, b) => a - b);
    for (const position of positions) {
      const rule = index.rules[position];
      if (matchesDontThrow(elementImpl, rule.selectorText)) {
        for (const property of Array.from(rule.style)) handleProperty(rule.style, property);
      }
    }
    for (const property of Array.from(elementImpl.style)) handleProperty(elementImpl.style, property);

    styleCache.set(elementImpl, declaration);
    return declaration;
  };

  const window = document.defaultView!;
  const getComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element, pseudoElement?: string | null) => {
    if (element instanceof window.Element) {
      const elementImpl = implForWrapper(element) as unknown as ElementImpl;
      if (elementImpl._ownerDocument === documentImpl) styleRules.getDeclarationForElement(elementImpl);
    }
    return getComputedStyle(element, pseudoElement);
  };
}
