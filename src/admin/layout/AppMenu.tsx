import { Menu, useBasename, useTranslate } from 'react-admin';
import ListIcon from '@mui/icons-material/List';
import type { Role } from '../../domain/roles';
import { folderOf } from '../resources';
import { menuFor } from './menuItems';
import { useGrants } from '../providers/grants';

export function AppMenu({ role }: { role: Role }) {
  const basename = useBasename();
  const translate = useTranslate();
  const grants = useGrants();
  return (
    <Menu>
      {menuFor(role, grants).map(({ label, to, icon }) => {
        const Icon = icon ?? folderOf(to)?.icon ?? ListIcon;
        return to === '' ? (
          <Menu.DashboardItem key={label} primaryText={label} leftIcon={<Icon />} />
        ) : (
          <Menu.Item
            key={label}
            to={`${basename}/${to}`}
            primaryText={translate(label, { smart_count: 2, _: label })}
            leftIcon={<Icon />}
          />
        );
      })}
    </Menu>
  );
}
