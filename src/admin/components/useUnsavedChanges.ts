import { useEffect, useState } from 'react';
import { useFormState } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';

/** A form's onSubmit answers this when its save failed without naming a field: the form is not saved (issue 43). */
export const SAVE_FAILED = { root: { saveFailed: 'save failed' } };

/**
 * Whether a form holds changes no save has kept. react-hook-form counts a submit as successful when its handler
 * resolves without field errors, and react-admin's save resolves so after a 500: leaving then lost the form without
 * asking. A submit counts as saved only when no save call (a react-admin mutation) failed while it ran and it left no
 * error, root errors included (`SAVE_FAILED` from a hand-written save).
 */
export function useUnsavedChanges(): boolean {
  const queryClient = useQueryClient();
  const { dirtyFields, isSubmitting, isSubmitSuccessful, errors, submitCount } = useFormState();
  // The submit during which a save call failed, by the count react-hook-form gives it once it ends.
  const [failedSubmit, setFailedSubmit] = useState(-1);
  useEffect(() => {
    if (!isSubmitting) return;
    return queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') setFailedSubmit(submitCount + 1);
    });
  }, [isSubmitting, submitCount, queryClient]);
  const failed = failedSubmit === submitCount;
  const dirty = Object.keys(dirtyFields).length > 0;
  const saved = isSubmitSuccessful && !failed && Object.keys(errors).length === 0;
  return dirty && !saved;
}
