import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useBlocker } from 'react-router-dom';
import { useFormState } from 'react-hook-form';
import { useUnsavedChanges } from './useUnsavedChanges';

/**
 * Inside a form, in place of react-admin's warnWhenUnsavedChanges: asks before leaving while a change is unsaved,
 * a failed save included (useUnsavedChanges). `root`: paths under it are the same form (a tabbed form's tabs).
 */
export function WarnUnsavedChanges({ root }: { root?: string }) {
  const translate = useTranslate();
  const unsaved = useUnsavedChanges();
  const { isSubmitting } = useFormState();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    // A move while the save runs is the save's own redirect (react-admin's onSuccess runs before the submit ends).
    if (!unsaved || isSubmitting) return false;
    const inside = root ?? currentLocation.pathname;
    return !nextLocation.pathname.startsWith(inside) || nextLocation.pathname.startsWith(`${inside}/show`);
  });
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    // A successful save redirects in the same tick as it resets the form: let that navigation through.
    if (!unsaved || window.confirm(translate('ra.message.unsaved_changes'))) blocker.proceed();
    else blocker.reset();
  }, [blocker, unsaved, translate]);
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
  return null;
}
