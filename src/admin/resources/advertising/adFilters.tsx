import { SelectInput } from 'react-admin';
import { AD_ITEM_TYPES, AD_STATUSES } from '../../../domain/advertisements';
import { SearchFilter } from '../../components/SearchFilter';

const statusChoices = AD_STATUSES.map((status) => ({ id: status, name: `ep.advertising.statuses.${status}` }));
const typeChoices = AD_ITEM_TYPES.map((type) => ({ id: type, name: `ep.advertising.itemTypes.${type}` }));
/** With no choice made the select shows its 'All …' entry rather than an empty box. */
const showAll = { SelectProps: { displayEmpty: true }, InputLabelProps: { shrink: true } };

/**
 * ADS-06..08: search, then status (all, active, expired, cancelled) and type (all, property, vehicle), always shown.
 */
export const adFilters = [
  <SearchFilter key="q" source="q" alwaysOn placeholder="ep.advertising.searchByTitleOr" />,
  <SelectInput
    key="status"
    source="status"
    label="ep.advertising.status"
    choices={statusChoices}
    emptyText="ep.advertising.allStatus"
    alwaysOn
    {...showAll}
  />,
  <SelectInput
    key="item_type"
    source="item_type"
    label="ep.advertising.type"
    choices={typeChoices}
    emptyText="ep.advertising.allTypes"
    alwaysOn
    {...showAll}
  />,
];
