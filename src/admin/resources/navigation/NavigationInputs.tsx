import { BooleanInput, useDataProvider, useGetList, useRecordContext } from 'react-admin';
import {
  mapLegacyNavUrl,
  navigationSchema,
  violatesAirportTransfersRule,
  type NavigationLink,
} from '../../../domain/navigation';
import { BoundedTextInput } from '../../components/BoundedTextInput';
import { lazy } from '../../../domain/lazy';

const fields = lazy(() => navigationSchema.shape);
const ALL_LINKS = {
  pagination: { page: 1, perPage: 1000 },
  sort: { field: 'order', order: 'ASC' as const },
  filter: {},
};

/** NAV-06: name, URL, 'Activo', 'Abrir en nueva pestaña'; NAV-07/08 checked before the server does it again. */
export function NavigationInputs() {
  const record = useRecordContext<NavigationLink>();
  const dataProvider = useDataProvider();
  const { data: links } = useGetList<NavigationLink>('navigation', ALL_LINKS);
  // Saved before the links have arrived, the check asks for them rather than let a second airport link through;
  // if they cannot be had, the server refuses it (NAV-07).
  const airportRule = async (value: string) => {
    if (!value) return undefined;
    const known =
      links ??
      (await dataProvider.getList<NavigationLink>('navigation', ALL_LINKS).then(
        ({ data }) => data,
        () => [],
      ));
    return violatesAirportTransfersRule({ id: record?.id, url: mapLegacyNavUrl(value) }, known)
      ? 'ep.navigation.airportDuplicate'
      : undefined;
  };

  return (
    <>
      <BoundedTextInput source="name" label="ep.navigation.name" schema={fields.name} fullWidth />
      <BoundedTextInput
        source="url"
        label="ep.navigation.url"
        schema={fields.url}
        validate={airportRule}
        fullWidth
        helperText="/airport-transfers, /blog, https://…"
      />
      <BooleanInput source="active" label="ep.navigation.active" defaultValue={true} />
      <BooleanInput source="new_tab" label="ep.navigation.openNewTab" defaultValue={false} />
    </>
  );
}
