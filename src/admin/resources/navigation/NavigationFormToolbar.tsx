import { Button, SaveButton, Toolbar, useBasename } from 'react-admin';
import { useNavigate } from 'react-router-dom';

/** NAV-06: save is 'Guardar', cancel is 'Cancelar'. */
export function NavigationFormToolbar() {
  const navigate = useNavigate();
  const basename = useBasename();
  return (
    <Toolbar sx={{ gap: 1 }}>
      <SaveButton label="Guardar" alwaysEnable />
      <Button label="Cancelar" onClick={() => navigate(`${basename}/navigation`)} />
    </Toolbar>
  );
}
