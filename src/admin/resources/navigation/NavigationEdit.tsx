import { Edit, SimpleForm, useBasename } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { NAV_MESSAGES, mapLegacyNavUrl } from '../../../domain/navigation';
import { NavigationInputs } from './NavigationInputs';
import { NavigationFormToolbar } from './NavigationFormToolbar';
import { useNavErrorNotifier } from './navigationErrors';

export function NavigationEdit() {
  const navigate = useNavigate();
  const basename = useBasename();
  const onError = useNavErrorNotifier(NAV_MESSAGES.updateError);
  const notifyLoadError = useNavErrorNotifier(NAV_MESSAGES.loadError);
  return (
    <Edit
      mutationMode="pessimistic"
      redirect="list"
      transform={(data: { url?: string }) => ({ ...data, url: mapLegacyNavUrl(data.url ?? '') })}
      queryOptions={{
        onError: (error) => {
          notifyLoadError(error);
          navigate(`${basename}/navigation`);
        },
      }}
      mutationOptions={{ onError }}
    >
      <SimpleForm toolbar={<NavigationFormToolbar />}>
        <NavigationInputs />
      </SimpleForm>
    </Edit>
  );
}
