import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../support/sourceFiles';

/**
 * axe counts a progress bar without a name as a serious violation, and the accessibility walks meet one only when a
 * screen happens to be loading as they look: every spinner and loading bar is named, or hidden inside a control
 * that says what it does (a busy button).
 */
describe('progress indicators', () => {
  it('ACCESSIBILITY every CircularProgress and LinearProgress of the app is named or hidden', () => {
    const unnamed = sourceFiles('src/admin', /\.tsx$/).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/<(CircularProgress|LinearProgress)\b[^>]*>/g)]
        .filter(([tag]) => !/aria-label|aria-hidden|aria-labelledby/.test(tag))
        .map(([tag]) => `${file}: ${tag}`),
    );
    expect(unnamed).toEqual([]);
  });
});
