import { TabbedForm, TabbedFormTabs } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { FormToolbar } from '../../components/FormToolbar';
import { WarnUnsavedChanges } from '../../components/WarnUnsavedChanges';
import { InvalidTabsNotice } from '../../components/InvalidTabsNotice';
import { tourTabs } from './TourInputs';

/** TOUR-09: 'Create Tour' or 'Update Tour'; warns before leaving with unsaved changes, like every form. */
export function TourForm({ mode }: { mode: 'create' | 'edit' }) {
  // Made when the form renders, as the tabs' inputs read the tour schema, built then (domain/lazy.ts).
  const tabs = tourTabs();
  const labels = tabs.map((tab) => String(tab.props.label));
  // TabbedForm guesses its root from ':resource/:id' and, under the role area's basename, took the area itself: no page
  // counted as leaving.
  const { pathname } = useLocation();
  return (
    <TabbedForm
      syncWithLocation={false}
      // The browser's own check (min={0}) refused a submit silently when the field was on a hidden tab: the schema
      // decides, and says so.
      noValidate
      // In the toolbar, not among the children: each child of a TabbedForm is a tab.
      toolbar={
        <>
          <WarnUnsavedChanges root={pathname} />
          <InvalidTabsNotice labels={labels} />
          <FormToolbar saveLabel={mode === 'create' ? 'ep.tours.createTour' : 'ep.tours.updateTour'} />
        </>
      }
      sx={{ maxWidth: '100%' }}
      // Seven tabs do not fit a phone: they scroll, with arrows there too.
      tabs={<TabbedFormTabs variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile />}
    >
      {tabs}
    </TabbedForm>
  );
}
