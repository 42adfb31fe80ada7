// jsdom's getComputedStyle matches the element and each of its ancestors against every style rule in the
// document, through one nwsapi instance whose compiled selectors sit in an LRU cache of 1,000. Emotion puts a rule
// per MUI style variant in the document, more than 1,000 on a form screen, so walking them in order evicts every
// selector before it comes round again: each getComputedStyle recompiled the whole sheet. That was half the CPU of
// the tour form's tests (MUI's TextareaAutosize measures every multiline field after each render, and
// getByRole's hidden check reads the style of each candidate and its ancestors).
// Almost every emotion rule names a class of its own on the element it styles (`.css-1x2y3z`, `.css-1x2y3z:hover`,
// `.css-1x2y3z .MuiInputBase-input`): an element that lacks one of the classes the selector's last compound
// requires cannot match, and most rules are turned down on that without nwsapi. Anything else (no class in the
// last compound, escapes, brackets, parentheses, quotes, namespaces) still goes to nwsapi, so every answer is
// nwsapi's answer.
import { createRequire } from 'node:module';

type Match = (selector: string, element: Element) => boolean;
interface DocumentImpl {
  _nwsapiDontThrow?: { match: Match };
}
// jsdom's own module (CommonJS, so the instance the test environment loaded): the way from a wrapper to its impl.
const { implForWrapper } = createRequire(import.meta.url)('jsdom/lib/jsdom/living/generated/utils.js') as {
  implForWrapper(wrapper: Document): DocumentImpl;
};

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

/** Puts the class filter in front of the nwsapi instance jsdom keeps for style rules in `document`. */
export function filterStyleRulesByClass(document: Document) {
  // Class selectors match regardless of case in quirks mode; the filter compares exactly, so only in standards mode.
  if (document.compatMode !== 'CSS1Compat') return;
  // jsdom creates the instance on the first computed style it works out.
  document.defaultView!.getComputedStyle(document.documentElement);
  const impl = implForWrapper(document);
  const nwsapi = impl._nwsapiDontThrow;
  if (!nwsapi) throw new Error('jsdom no longer keeps _nwsapiDontThrow: styleRuleMatching.ts needs updating');
  const match = nwsapi.match.bind(nwsapi);
  const selectors = new Map<string, string[][] | null>();
  const classLists = new Map<string, Set<string>>();
  nwsapi.match = (selector, element) => {
    // Rules without a selector (@keyframes, @font-face) reach here with none: nwsapi's answer, as before.
    if (typeof selector !== 'string') return match(selector, element);
    let required = selectors.get(selector);
    if (required === undefined) selectors.set(selector, (required = requiredClasses(selector)));
    if (required) {
      const attribute = element.getAttribute('class') ?? '';
      let classes = classLists.get(attribute);
      if (!classes) classLists.set(attribute, (classes = new Set(attribute.split(/[\t\n\f\r ]+/))));
      if (!required.some((part) => part.every((name) => classes.has(name)))) return false;
    }
    return match(selector, element);
  };
}
