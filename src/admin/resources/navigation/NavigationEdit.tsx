import { Edit, useRedirect } from 'react-admin';
import { mapLegacyNavUrl } from '../../../domain/navigation';
import { EntityForm } from '../../components/EntityForm';
import { useSaveFailure } from '../../components/useSaveFailure';
import { NavigationInputs } from './NavigationInputs';
import { NavigationFormToolbar } from './NavigationFormToolbar';
import { navErrorMessage, useNavErrorNotifier } from './navigationErrors';

export function NavigationEdit() {
  const redirect = useRedirect();
  const onError = useSaveFailure((error) => navErrorMessage(error, 'ep.navigation.updateError'));
  const notifyLoadError = useNavErrorNotifier('ep.navigation.loadError');
  return (
    <Edit
      mutationMode="pessimistic"
      redirect="list"
      transform={(data: { url?: string }) => ({ ...data, url: mapLegacyNavUrl(data.url ?? '') })}
      queryOptions={{
        onError: (error) => {
          notifyLoadError(error);
          redirect('list', 'navigation');
        },
      }}
      mutationOptions={{ onError }}
    >
      <EntityForm toolbar={<NavigationFormToolbar />}>
        <NavigationInputs />
      </EntityForm>
    </Edit>
  );
}
