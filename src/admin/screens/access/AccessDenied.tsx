import LockIcon from '@mui/icons-material/Lock';
import { MessageScreen } from './MessageScreen';

/** An owner-only section opened in the secretary's area: say so, in Spanish, instead of 'Not Found'. */
export const AccessDenied = () => (
  <MessageScreen icon={LockIcon} title="ep.access.deniedTitle" text="ep.access.denied" />
);
