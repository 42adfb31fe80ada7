import type { ReactNode } from 'react';
import { SimpleForm } from 'react-admin';
import { FormToolbar } from './FormToolbar';

interface EntityFormProps {
  children: ReactNode;
  /** Replaces the standard Save + Cancel, e.g. to keep a screen's spec wording. */
  toolbar?: ReactNode;
}

/** Every create and edit form: warns before leaving with unsaved changes, ends with Save + Cancel. */
export function EntityForm({ children, toolbar = <FormToolbar /> }: EntityFormProps) {
  return (
    <SimpleForm toolbar={toolbar} warnWhenUnsavedChanges sx={{ maxWidth: '100%' }}>
      {children}
    </SimpleForm>
  );
}
