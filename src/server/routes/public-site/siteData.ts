import type { FooterContent } from '../../../domain/footer';
import { footerContent } from '../../../domain/footer';
import type { HeaderSettings } from '../../../domain/headerSettings';
import { headerSettings } from '../../../domain/headerSettings';
import { navigationResource, type NavigationLink } from '../../../domain/navigation';
import { seoEntriesResource, type SeoEntry } from '../../../domain/seo/seoEntries';
import { seoGeneral } from '../../../domain/seo/seoGeneral';
import { read } from '../../crud/singletonRoutes';
import { listRows, type FilterValue, type SortSpec } from '../../db/queries';
import { codecOf, type Executor, type TableCodec } from '../../db/repository';

const navigation = codecOf(navigationResource);
const seoEntries = codecOf(seoEntriesResource);

/** A whole list of records of one resource, typed as its schema's records (the codec decoded them). */
export async function rowsOf<T>(
  db: Executor,
  codec: TableCodec,
  filters: Record<string, FilterValue[]>,
  sort: SortSpec,
): Promise<T[]> {
  const { rows } = await listRows(db, codec, { paged: false, filters }, sort);
  return rows as unknown as T[];
}

export type SeoSettings = ReturnType<typeof seoGeneral.schema.parse>;

/** What every public page shows around its own content: header, menu, footer and the site-wide SEO. */
export interface SiteChrome {
  header: HeaderSettings;
  footer: FooterContent;
  menu: NavigationLink[];
  seo: SeoSettings;
}

export async function loadChrome(db: Executor): Promise<SiteChrome> {
  const [header, footer, seo, menu] = await Promise.all([
    read(db, headerSettings),
    read(db, footerContent),
    read(db, seoGeneral),
    rowsOf<NavigationLink>(db, navigation, { active: [true] }, navigationResource.list.defaultSort),
  ]);
  return {
    header: header.data as HeaderSettings,
    footer: footer.data as FooterContent,
    seo: seo.data as SeoSettings,
    menu,
  };
}

/** The owner's SEO entry for a page: the first of the slugs given that has one (the page's path, then its own slug). */
export async function seoEntryFor(db: Executor, slugs: string[]): Promise<SeoEntry | undefined> {
  const entries = await rowsOf<SeoEntry>(db, seoEntries, { slug: slugs }, seoEntriesResource.list.defaultSort);
  return slugs.map((slug) => entries.find((entry) => entry.slug === slug)).find(Boolean);
}
