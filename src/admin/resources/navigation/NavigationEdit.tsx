import { Edit, useRedirect } from 'react-admin';
import { mapLegacyNavUrl } from '../../../domain/navigation';
import { EntityForm } from '../../components/EntityForm';
import { useSaveFailure } from '../../providers/useSaveFailure';
import { NavigationInputs } from './NavigationInputs';
import { NavigationFormToolbar } from './NavigationFormToolbar';
import { NAV_FAILURES, useNavLoadFailure } from './navigationFailures';

export function NavigationEdit() {
  const redirect = useRedirect();
  const onError = useSaveFailure({ otherwise: 'ep.navigation.updateError', byCode: NAV_FAILURES });
  const notifyLoadError = useNavLoadFailure();
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
