import { Create } from 'react-admin';
import { mapLegacyNavUrl, mapNavNameOnCreate } from '../../../domain/navigation';
import { EntityForm } from '../../components/EntityForm';
import { useSaveFailure } from '../../providers/useSaveFailure';
import { NavigationInputs } from './NavigationInputs';
import { NavigationFormToolbar } from './NavigationFormToolbar';
import { NAV_FAILURES } from './navigationFailures';

/** NAV-09..12: legacy URLs and the names 'Tours' / 'Attractions' are mapped before saving. */
export const mapNewLink = (data: { name?: string; url?: string }) => ({
  ...data,
  name: mapNavNameOnCreate(data.name ?? ''),
  url: mapLegacyNavUrl(data.url ?? ''),
});

/** The title is the button's text without its '+'. */
export function NavigationCreate() {
  const onError = useSaveFailure({ otherwise: 'ep.navigation.createError', byCode: NAV_FAILURES });
  return (
    <Create title="ep.navigation.createTitle" redirect="list" transform={mapNewLink} mutationOptions={{ onError }}>
      <EntityForm toolbar={<NavigationFormToolbar />}>
        <NavigationInputs />
      </EntityForm>
    </Create>
  );
}
