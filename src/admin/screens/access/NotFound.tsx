import SearchOffIcon from '@mui/icons-material/SearchOff';
import { MessageScreen } from './MessageScreen';

/** An address the panel does not have. */
export const NotFound = () => (
  <MessageScreen icon={SearchOffIcon} title="ep.access.notFoundTitle" text="ep.access.notFound" />
);
