import { DateInput, SelectInput, TextInput } from 'react-admin';
import { businessInstant } from '../../i18n/dates';
import { resources, singletons } from '../../../domain/resources';
import { AUDIT_ACTIONS } from '../../../domain/audit';
import { actionKey } from './auditLabels';

const names = [...resources.map(({ name }) => name), ...singletons.map(({ name }) => name), 'notifications'];
const resourceChoices = [...new Set(names)].sort().map((name) => ({ id: name, name }));
const actionChoices = AUDIT_ACTIONS.map((action) => ({ id: action, name: actionKey(action) }));

/** The day as the business lives it, whatever the browser's zone. */
const dayStart = (day: string) => (day ? businessInstant(day, '00:00:00.000') : '');
const dayEnd = (day: string) => (day ? businessInstant(day, '23:59:59.999') : '');

/** Who, what, which action and between which days: the server filters (`at_gte` / `at_lte` for the dates). */
export const activityFilters = [
  <TextInput key="username" source="username" label="ep.activity.user" alwaysOn resettable />,
  <SelectInput key="resource" source="resource" label="ep.activity.resource" choices={resourceChoices} alwaysOn />,
  <SelectInput key="action" source="action" label="ep.activity.action" choices={actionChoices} alwaysOn />,
  <DateInput key="at_gte" source="at_gte" label="ep.activity.from" parse={dayStart} alwaysOn />,
  <DateInput key="at_lte" source="at_lte" label="ep.activity.to" parse={dayEnd} alwaysOn />,
];
