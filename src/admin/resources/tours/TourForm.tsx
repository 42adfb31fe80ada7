import { TabbedForm } from 'react-admin';
import { FormToolbar } from '../../components/FormToolbar';
import { TOUR_TABS } from './TourInputs';

/** TOUR-09: 'Create Tour' or 'Update Tour'; warns before leaving with unsaved changes, like every form. */
export function TourForm({ mode }: { mode: 'create' | 'edit' }) {
  return (
    <TabbedForm
      warnWhenUnsavedChanges
      syncWithLocation={false}
      toolbar={<FormToolbar saveLabel={mode === 'create' ? 'Create Tour' : 'Update Tour'} />}
      sx={{ maxWidth: '100%' }}
    >
      {TOUR_TABS}
    </TabbedForm>
  );
}
