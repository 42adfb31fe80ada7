import { NETWORK } from '../../providers/failure';
import { useSaveFailure } from '../../providers/useSaveFailure';

/** NAV-18: a call that never reached the server says so, whatever was asked. */
export const NAV_FAILURES = { [NETWORK]: 'ep.navigation.connectionError' };

/** NAV-15: the list or a link could not be loaded (the shared rule, with the spec's message). */
export const useNavLoadFailure = () => useSaveFailure({ otherwise: 'ep.navigation.loadError', byCode: NAV_FAILURES });
