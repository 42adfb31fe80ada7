/** SEO-32..34, DECISIONS: the keyword finder keeps its 8 sample entries (no keyword service is wired). */
export const KEYWORD_DIFFICULTIES = ['baja', 'media', 'alta'] as const;
export const KEYWORD_TRENDS = ['alza', 'estable', 'baja'] as const;

export interface KeywordSample {
  keyword: string;
  volume: number;
  difficulty: (typeof KEYWORD_DIFFICULTIES)[number];
  trend: (typeof KEYWORD_TRENDS)[number];
}

export const SAMPLE_KEYWORDS: readonly KeywordSample[] = [
  { keyword: 'excursiones puerto plata', volume: 2400, difficulty: 'media', trend: 'alza' },
  { keyword: 'taxi aeropuerto puerto plata', volume: 1300, difficulty: 'baja', trend: 'estable' },
  { keyword: 'damajagua waterfalls tour', volume: 1900, difficulty: 'media', trend: 'alza' },
  { keyword: 'amber cove shore excursions', volume: 3600, difficulty: 'alta', trend: 'alza' },
  { keyword: 'teleférico puerto plata', volume: 880, difficulty: 'baja', trend: 'estable' },
  { keyword: 'paradise island cayo arena', volume: 1600, difficulty: 'media', trend: 'estable' },
  { keyword: 'ocean world puerto plata', volume: 2900, difficulty: 'alta', trend: 'baja' },
  { keyword: 'sosua cabarete day trip', volume: 720, difficulty: 'baja', trend: 'alza' },
];

/**
 * SEO-36: adds the chosen keywords to a comma-separated meta keywords text, keeping the existing order,
 * trimming, dropping blanks and any keyword already present whatever its case.
 */
export function mergeKeywords(existing: string, added: readonly string[]): string {
  const merged: string[] = [];
  const seen = new Set<string>();
  for (const keyword of [...existing.split(','), ...added]) {
    const trimmed = keyword.trim();
    const key = trimmed.toLowerCase();
    if (!trimmed || seen.has(key)) continue;
    seen.add(key);
    merged.push(trimmed);
  }
  return merged.join(', ');
}
