import { Create, SimpleForm } from 'react-admin';
import { NAV_MESSAGES, mapLegacyNavUrl, mapNavNameOnCreate } from '../../../domain/navigation';
import { NavigationInputs } from './NavigationInputs';
import { NavigationFormToolbar } from './NavigationFormToolbar';
import { useNavErrorNotifier } from './navigationErrors';

/** NAV-09..12: legacy URLs and the names 'Tours' / 'Attractions' are mapped before saving. */
export const mapNewLink = (data: { name?: string; url?: string }) => ({
  ...data,
  name: mapNavNameOnCreate(data.name ?? ''),
  url: mapLegacyNavUrl(data.url ?? ''),
});

export function NavigationCreate() {
  const onError = useNavErrorNotifier(NAV_MESSAGES.createError);
  return (
    <Create
      title="+ Add New Link"
      redirect="list"
      transform={mapNewLink}
      mutationOptions={{ onError }}
    >
      <SimpleForm toolbar={<NavigationFormToolbar />}>
        <NavigationInputs />
      </SimpleForm>
    </Create>
  );
}
