import { CreateButton, FilterButton, TopToolbar, useFilterContext, useResourceDefinition } from 'react-admin';

/**
 * react-admin's default list actions without its export: ResponsiveList's strip is the list's one Export (issue 23).
 */
export function ListTopActions() {
  const { hasCreate } = useResourceDefinition();
  const filters = useFilterContext();
  return (
    <TopToolbar>
      {filters && <FilterButton />}
      {hasCreate && <CreateButton />}
    </TopToolbar>
  );
}
