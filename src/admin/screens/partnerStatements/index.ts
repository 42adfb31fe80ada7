import { lazyView } from '../../components/lazyView';
import type { CustomScreen } from '../customScreen';

/** Issue 41's partner statements, loaded when first opened (from the partners' list or a partner's form). */
export const partnerStatementScreen: CustomScreen = {
  path: '/partner-statements',
  resource: 'partner-statements',
  component: lazyView(() => import('./PartnerStatementScreen'), 'PartnerStatementScreen'),
};
