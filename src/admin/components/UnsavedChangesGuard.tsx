import { createContext, useCallback, useContext, useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useBlocker } from 'react-router-dom';
import { useUnsavedChanges } from './useUnsavedChanges';

type Report = (form: string, dirty: boolean) => void;
const ReportContext = createContext<Report | null>(null);

/**
 * One screen with several forms (Configuración del sitio): a router supports one blocker only, so each form's
 * own warnWhenUnsavedChanges broke all but one. The screen holds the one blocker and asks when any form has changes.
 */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const [dirtyForms, setDirtyForms] = useState<string[]>([]);
  const report = useCallback<Report>(
    (form, dirty) =>
      setDirtyForms((current) =>
        dirty === current.includes(form)
          ? current
          : dirty
            ? [...current, form]
            : current.filter((name) => name !== form),
      ),
    [],
  );
  const anyDirty = dirtyForms.length > 0;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => anyDirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(translate('ra.message.unsaved_changes'))) blocker.proceed();
    else blocker.reset();
  }, [blocker, translate]);
  useEffect(() => {
    if (!anyDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [anyDirty]);
  return <ReportContext.Provider value={report}>{children}</ReportContext.Provider>;
}

/** Inside a form under an UnsavedChangesGuard: tells the guard whether this form holds unsaved changes. */
export function ReportUnsavedChanges() {
  const report = useContext(ReportContext);
  const form = useId();
  const dirty = useUnsavedChanges();
  useEffect(() => {
    report?.(form, dirty);
    return () => report?.(form, false);
  }, [report, form, dirty]);
  return null;
}
