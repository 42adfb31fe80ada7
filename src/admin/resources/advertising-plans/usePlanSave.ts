import { useNotify } from 'react-admin';
import { reactToFailure } from '../../providers/useSaveFailure';

export interface PlanSaveResult {
  saved: boolean;
  /** The server's field errors, for react-admin's Form to show under the fields (what onSubmit returns). */
  errors?: Record<string, string>;
}

/**
 * PLAN-11, PLAN-12: runs a save and says the spec's success or failure message; a 409 says why. The caller
 * keeps its form open unless the save went through, so nothing typed is lost.
 */
export function usePlanSave() {
  const notify = useNotify();
  return async (
    save: () => Promise<unknown>,
    messages: { success: string; failure: string },
  ): Promise<PlanSaveResult> => {
    try {
      await save();
      notify(messages.success, { type: 'success' });
      return { saved: true };
    } catch (error) {
      return { saved: false, errors: reactToFailure(notify, error, { otherwise: messages.failure }) };
    }
  };
}
