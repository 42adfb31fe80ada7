import type { ComponentType } from 'react';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EventNoteIcon from '@mui/icons-material/EventNote';
import TourIcon from '@mui/icons-material/Tour';
import AttractionsIcon from '@mui/icons-material/Attractions';
import DescriptionIcon from '@mui/icons-material/Description';
import ArticleIcon from '@mui/icons-material/Article';
import PermMediaIcon from '@mui/icons-material/PermMedia';
import PeopleIcon from '@mui/icons-material/People';
import SettingsIcon from '@mui/icons-material/Settings';
import MailIcon from '@mui/icons-material/Mail';
import MenuIcon from '@mui/icons-material/Menu';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import HorizontalSplitIcon from '@mui/icons-material/HorizontalSplit';
import PolicyIcon from '@mui/icons-material/Policy';
import QuizIcon from '@mui/icons-material/Quiz';
import InfoIcon from '@mui/icons-material/Info';
import StorefrontIcon from '@mui/icons-material/Storefront';
import CampaignIcon from '@mui/icons-material/Campaign';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import HistoryIcon from '@mui/icons-material/History';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import BarChartIcon from '@mui/icons-material/BarChart';
import { canManage } from '../../domain/access';
import { resources as declarations } from '../../domain/resources';
import type { Role } from '../../domain/roles';
import { NO_GRANTS, type StaffGrants } from '../../domain/staffPermissions';

export interface MenuEntry {
  /**
   * The catalog key of the item's words: ep.menu.* (the spec's wording in Spanish, English in English), or a declared
   * item's `resources.<name>.name`.
   */
  label: string;
  /** Route name under the role's area ('' is the dashboard): a declared resource or an area of domain/access.ts. */
  to: string;
  /**
   * A declared item has none here: the menu takes its folder's icon (this module stays free of the folders' glob, which
   * only Vite reads).
   */
  icon?: ComponentType;
  /** docs/DECISIONS.md SHELL-16: the secretary's sidebar shows part 1's items; she opens posts by URL. */
  notInSecretaryMenu?: true;
}

/** SHELL-15: the owner's sidebar, in the spec's order and wording: the spec's nineteen items. */
export const OWNER_MENU: MenuEntry[] = [
  { label: 'ep.menu.dashboard', to: '', icon: DashboardIcon },
  { label: 'ep.menu.reservas', to: 'reservas', icon: EventNoteIcon },
  { label: 'ep.menu.tours', to: 'tours', icon: TourIcon },
  { label: 'ep.menu.attractions', to: 'attractions', icon: AttractionsIcon },
  { label: 'ep.menu.pages', to: 'pages', icon: DescriptionIcon },
  { label: 'ep.menu.posts', to: 'posts', icon: ArticleIcon, notInSecretaryMenu: true },
  { label: 'ep.menu.media', to: 'media', icon: PermMediaIcon },
  { label: 'ep.menu.users', to: 'users', icon: PeopleIcon },
  { label: 'ep.menu.settings', to: 'settings', icon: SettingsIcon },
  { label: 'ep.menu.contact', to: 'contact', icon: MailIcon },
  { label: 'ep.menu.navigation', to: 'navigation', icon: MenuIcon },
  { label: 'ep.menu.seo', to: 'seo', icon: TravelExploreIcon },
  { label: 'ep.menu.footer', to: 'footer', icon: HorizontalSplitIcon },
  { label: 'ep.menu.policies', to: 'policies', icon: PolicyIcon },
  { label: 'ep.menu.faq', to: 'faq', icon: QuizIcon },
  { label: 'ep.menu.about', to: 'about', icon: InfoIcon },
  { label: 'ep.menu.sales-rentals', to: 'sales-rentals', icon: StorefrontIcon },
  { label: 'ep.menu.advertising', to: 'advertising', icon: CampaignIcon },
  { label: 'ep.menu.advertising-plans', to: 'advertising-plans', icon: LocalOfferIcon },
];

/**
 * Screens beyond the spec that no declaration names, after the declared ones: issue 41's money screens, issue 42's
 * grants to the secretary, and issue 14's activity log last.
 */
const BEYOND_MENU: MenuEntry[] = [
  { label: 'ep.cashup.menu', to: 'caja', icon: PointOfSaleIcon },
  { label: 'ep.reports.menu', to: 'informes', icon: BarChartIcon },
  { label: 'ep.menu.permisos', to: 'permisos', icon: AdminPanelSettingsIcon },
  { label: 'ep.menu.activity', to: 'activity', icon: HistoryIcon },
];

/**
 * DECISIONS SHELL-15: the spec's nineteen items in the spec's order, then everything beyond them, never between
 * them. A declared resource follows the declared item its `menu.after` names; one naming a spec item, or none, opens
 * the items beyond the spec, in the order of the declarations (the day's run first).
 */
function withDeclared(spec: MenuEntry[]): MenuEntry[] {
  const declared: MenuEntry[] = [];
  for (const { name, menu } of declarations) {
    if (!menu || spec.some(({ to }) => to === name)) continue;
    const after = declared.findIndex(({ to }) => to === menu.after);
    declared.splice(after === -1 ? declared.length : after + 1, 0, { label: `resources.${name}.name`, to: name });
  }
  return [...spec, ...declared, ...BEYOND_MENU];
}

/** Every item of the sidebar, before the role's table filters it. */
export const SIDEBAR = withDeclared(OWNER_MENU);

/** SHELL-15, SHELL-16: the sidebar holds the items the role works, as the role table says. */
export const menuFor = (role: Role, grants: StaffGrants = NO_GRANTS): MenuEntry[] =>
  SIDEBAR.filter(
    ({ to, notInSecretaryMenu }) =>
      canManage(role, to || 'dashboard', grants) && !(role === 'secretary' && notInSecretaryMenu),
  );
