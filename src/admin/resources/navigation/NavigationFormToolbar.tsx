import { FormToolbar } from '../../components/FormToolbar';

/** NAV-06: save is 'Guardar', cancel is 'Cancelar', the spec's words in either language. */
export const NavigationFormToolbar = () => (
  <FormToolbar saveLabel="ep.navigation.save" cancelLabel="ep.navigation.cancel" />
);
