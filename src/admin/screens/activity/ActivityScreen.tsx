import {
  Datagrid,
  FilterButton,
  FunctionField,
  List,
  NumberField,
  TextField,
  TopToolbar,
  Translate,
  type Exporter,
} from 'react-admin';
import { Typography } from '@mui/material';
import type { AuditEntry } from '../../../domain/audit';
import { downloadRows } from '../../components/csv';
import { ResponsiveList } from '../../components/ResponsiveList';
import { AuditDiff } from './AuditDiff';
import { activityFilters } from './activityFilters';
import { CSV_COLUMNS, actionKey, csvRowOf } from './auditLabels';
import { InstantField } from '../../components/DateFields';
import { useDates } from '../../i18n/dates';
import { ListPagination } from '../../components/ListPagination';

/** The CSV holds what the list shows under its filters (ResponsiveList's export button asks with them). */
const exporter: Exporter<AuditEntry> = (entries) => downloadRows('actividad', CSV_COLUMNS, entries.map(csvRowOf));

const Actions = () => (
  <TopToolbar>
    <FilterButton />
  </TopToolbar>
);

/**
 * Activity (issue 14): the audit trail, newest first, filterable by user, resource, action and day; each
 * entry opens the fields it changed, before and after. Owner only (the `audit` resource is).
 */
export function ActivityScreen() {
  const { instant } = useDates();
  return (
    <List
      pagination={<ListPagination />}
      resource="audit"
      title="ep.menu.activity"
      filters={activityFilters}
      actions={<Actions />}
      exporter={exporter}
      sort={{ field: 'at', order: 'DESC' }}
      perPage={25}
      empty={
        <Typography sx={{ p: 2 }}>
          <Translate i18nKey="ep.activity.empty" />
        </Typography>
      }
      storeKey={false}
    >
      <ResponsiveList<AuditEntry>
        primaryText={(entry) => `${instant(entry.at)} · ${entry.username}`}
        secondaryText={(entry) => (
          <>
            <Translate i18nKey={actionKey(entry.action)} /> {entry.resource} {entry.record_id ?? ''}
            <AuditDiff />
          </>
        )}
      >
        <Datagrid rowClick="expand" expand={<AuditDiff />} bulkActionButtons={false}>
          <InstantField source="at" label="ep.activity.date" />
          <TextField source="username" label="ep.activity.user" />
          <TextField source="resource" label="ep.activity.resource" />
          <NumberField source="record_id" label="ep.activity.record" />
          <FunctionField<AuditEntry>
            source="action"
            label="ep.activity.action"
            render={(entry) => <Translate i18nKey={actionKey(entry.action)} />}
          />
        </Datagrid>
      </ResponsiveList>
    </List>
  );
}
