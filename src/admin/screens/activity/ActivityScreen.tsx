import { Datagrid, DateField, FilterButton, FunctionField, List, NumberField, TextField, TopToolbar, type Exporter } from 'react-admin';
import { Typography } from '@mui/material';
import type { AuditEntry } from '../../../domain/audit';
import { downloadRows } from '../../components/csv';
import { ResponsiveList } from '../../components/ResponsiveList';
import { AuditDiff } from './AuditDiff';
import { activityFilters } from './activityFilters';
import { CSV_COLUMNS, actionLabel, csvRowOf, whenOf } from './auditLabels';

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
  return (
    <List
      resource="audit"
      title="Actividad"
      filters={activityFilters}
      actions={<Actions />}
      exporter={exporter}
      sort={{ field: 'at', order: 'DESC' }}
      perPage={25}
      empty={<Typography sx={{ p: 2 }}>Sin actividad registrada todavía.</Typography>}
      storeKey={false}
    >
      <ResponsiveList<AuditEntry>
        primaryText={(entry) => `${whenOf(entry)} · ${entry.username}`}
        secondaryText={(entry) => (
          <>
            {actionLabel(entry.action)} {entry.resource} {entry.record_id ?? ''}
            <AuditDiff />
          </>
        )}
      >
        <Datagrid rowClick="expand" expand={<AuditDiff />} bulkActionButtons={false}>
          <DateField source="at" label="Fecha" showTime locales="es-DO" />
          <TextField source="username" label="Usuario" />
          <TextField source="resource" label="Recurso" />
          <NumberField source="record_id" label="Registro" />
          <FunctionField<AuditEntry> source="action" label="Acción" render={(entry) => actionLabel(entry.action)} />
        </Datagrid>
      </ResponsiveList>
    </List>
  );
}

