import { Create } from 'react-admin';
import { mapLegacyNavUrl, mapNavNameOnCreate } from '../../../domain/navigation';
import { EntityForm } from '../../components/EntityForm';
import { useSaveFailure } from '../../components/useSaveFailure';
import { NavigationInputs } from './NavigationInputs';
import { NavigationFormToolbar } from './NavigationFormToolbar';
import { navErrorMessage } from './navigationErrors';

/** NAV-09..12: legacy URLs and the names 'Tours' / 'Attractions' are mapped before saving. */
export const mapNewLink = (data: { name?: string; url?: string }) => ({
  ...data,
  name: mapNavNameOnCreate(data.name ?? ''),
  url: mapLegacyNavUrl(data.url ?? ''),
});

/** The title is the button's text without its '+'. */
export function NavigationCreate() {
  const onError = useSaveFailure((error) => navErrorMessage(error, 'ep.navigation.createError'));
  return (
    <Create title="ep.navigation.createTitle" redirect="list" transform={mapNewLink} mutationOptions={{ onError }}>
      <EntityForm toolbar={<NavigationFormToolbar />}>
        <NavigationInputs />
      </EntityForm>
    </Create>
  );
}
