import { Edit, SimpleForm, useBasename, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { NAV_MESSAGES, mapLegacyNavUrl } from '../../../domain/navigation';
import { NavigationInputs } from './NavigationInputs';
import { NavigationFormToolbar } from './NavigationFormToolbar';
import { navErrorMessage } from './navigationErrors';

export function NavigationEdit() {
  const notify = useNotify();
  const navigate = useNavigate();
  const basename = useBasename();
  return (
    <Edit
      mutationMode="pessimistic"
      redirect="list"
      transform={(data: { url?: string }) => ({ ...data, url: mapLegacyNavUrl(data.url ?? '') })}
      queryOptions={{
        onError: (error) => {
          notify(navErrorMessage(error, NAV_MESSAGES.loadError) ?? NAV_MESSAGES.loadError, { type: 'error' });
          navigate(`${basename}/navigation`);
        },
      }}
      mutationOptions={{
        onError: (error) => {
          const message = navErrorMessage(error, NAV_MESSAGES.updateError);
          if (message) notify(message, { type: 'error' });
        },
      }}
    >
      <SimpleForm toolbar={<NavigationFormToolbar />}>
        <NavigationInputs />
      </SimpleForm>
    </Edit>
  );
}
