import type { ReactNode } from 'react';
import { SimpleForm } from 'react-admin';
import { FormToolbar } from './FormToolbar';
import { WarnUnsavedChanges } from './WarnUnsavedChanges';

interface EntityFormProps {
  children: ReactNode;
  /** Replaces the standard Save + Cancel, e.g. to keep a screen's spec wording. */
  toolbar?: ReactNode;
}

/** Every create and edit form: warns before leaving with unsaved changes, ends with Save + Cancel. */
export function EntityForm({ children, toolbar = <FormToolbar /> }: EntityFormProps) {
  return (
    <SimpleForm toolbar={toolbar} sx={{ maxWidth: '100%' }}>
      <WarnUnsavedChanges />
      {children}
    </SimpleForm>
  );
}
