import type { TextEntry, TextLanguage } from '../../domain/siteTexts';
import { httpClient } from './httpClient';

export interface SiteTextsMethods {
  /** SET-16, API-24: every editable text of a language, as {key, value}. */
  getSiteTexts(lang: TextLanguage): Promise<{ data: TextEntry[] }>;
  /** SET-16, API-25: saves the given keys of a language; answers every text of it. */
  putSiteTexts(lang: TextLanguage, texts: TextEntry[]): Promise<{ data: TextEntry[] }>;
}

export const siteTextsMethods: SiteTextsMethods = {
  getSiteTexts: async (lang) => ({
    data: (await httpClient<TextEntry[]>(`/api/home-texts?lang=${encodeURIComponent(lang)}`)).json,
  }),
  putSiteTexts: async (lang, texts) => ({
    data: (await httpClient<TextEntry[]>('/api/home-texts', { method: 'PUT', body: JSON.stringify({ texts, lang }) }))
      .json,
  }),
};
