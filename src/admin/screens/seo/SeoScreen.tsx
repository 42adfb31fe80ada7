import { Route, Routes } from 'react-router-dom';
import { NotFound } from '../access/NotFound';
import { KeywordFinder } from './KeywordFinder';
import { SeoAnalyticsView } from './SeoAnalyticsView';
import { SeoChecklistView } from './SeoChecklistView';
import { SeoGeneralView } from './SeoGeneralView';
import seoEntries from '../../resources/seo-entries';

const { list: SeoEntriesView, create: SeoEntryCreate, edit: SeoEntryEdit, show: SeoHistory } = seoEntries;

/** SEO-01, SEO-02: the owner's SEO area; each internal view has its own URL under seo/. */
export function SeoScreen() {
  return (
    <Routes>
      <Route index element={<SeoGeneralView />} />
      <Route path="general" element={<SeoGeneralView />} />
      <Route path="analytics" element={<SeoAnalyticsView />} />
      <Route path="checklist" element={<SeoChecklistView />} />
      <Route path="keywords" element={<KeywordFinder />} />
      <Route path="pages" element={<SeoEntriesView type="page" />} />
      <Route path="posts" element={<SeoEntriesView type="post" />} />
      <Route path="new" element={<SeoEntryCreate />} />
      <Route path="edit/:id" element={<SeoEntryEdit />} />
      <Route path="history/:id" element={<SeoHistory />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
