import { BooleanInput, useGetList, useRecordContext } from 'react-admin';
import {
  mapLegacyNavUrl,
  navigationSchema,
  violatesAirportTransfersRule,
  type NavigationLink,
} from '../../../domain/navigation';
import { BoundedTextInput } from '../../components/BoundedTextInput';
import { lazy } from '../../../domain/lazy';

const fields = lazy(() => navigationSchema.shape);

/** NAV-06: name, URL, 'Activo', 'Abrir en nueva pestaña'; NAV-07/08 checked before the server does it again. */
export function NavigationInputs() {
  const record = useRecordContext<NavigationLink>();
  const { data: links = [] } = useGetList<NavigationLink>('navigation', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'order', order: 'ASC' },
  });
  const airportRule = (value: string) =>
    value && violatesAirportTransfersRule({ id: record?.id, url: mapLegacyNavUrl(value) }, links)
      ? 'ep.navigation.airportDuplicate'
      : undefined;

  return (
    <>
      <BoundedTextInput source="name" label="ep.navigation.name" schema={fields.name} fullWidth />
      <BoundedTextInput source="url" label="ep.navigation.url" schema={fields.url} validate={airportRule} fullWidth helperText="/airport-transfers, /blog, https://…" />
      <BooleanInput source="active" label="ep.navigation.active" defaultValue={true} />
      <BooleanInput source="new_tab" label="ep.navigation.openNewTab" defaultValue={false} />
    </>
  );
}
