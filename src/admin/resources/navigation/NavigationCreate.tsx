import { Create, SimpleForm, useNotify } from 'react-admin';
import { NAV_MESSAGES, mapLegacyNavUrl, mapNavNameOnCreate } from '../../../domain/navigation';
import { NavigationInputs } from './NavigationInputs';
import { NavigationFormToolbar } from './NavigationFormToolbar';
import { navErrorMessage } from './navigationErrors';

/** NAV-09..12: legacy URLs and the names 'Tours' / 'Attractions' are mapped before saving. */
export const mapNewLink = (data: { name?: string; url?: string }) => ({
  ...data,
  name: mapNavNameOnCreate(data.name ?? ''),
  url: mapLegacyNavUrl(data.url ?? ''),
});

export function NavigationCreate() {
  const notify = useNotify();
  return (
    <Create
      title="+ Add New Link"
      redirect="list"
      transform={mapNewLink}
      mutationOptions={{
        onError: (error) => {
          const message = navErrorMessage(error, NAV_MESSAGES.createError);
          if (message) notify(message, { type: 'error' });
        },
      }}
    >
      <SimpleForm toolbar={<NavigationFormToolbar />}>
        <NavigationInputs />
      </SimpleForm>
    </Create>
  );
}
