import { NAV_MESSAGES } from '../../../domain/navigation';
import { NETWORK } from '../../providers/failure';
import { useSaveFailure } from '../../providers/useSaveFailure';

/** NAV-18: a call that never reached the server says so, whatever was asked. */
export const NAV_FAILURES = { [NETWORK]: NAV_MESSAGES.connectionError };

/** NAV-15: the list or a link could not be loaded (the shared rule, with the spec's message). */
export const useNavLoadFailure = () => useSaveFailure({ otherwise: NAV_MESSAGES.loadError, byCode: NAV_FAILURES });
