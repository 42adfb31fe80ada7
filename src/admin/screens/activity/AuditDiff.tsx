import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { fieldChanges } from '../../../domain/diff';
import type { AuditEntry } from '../../../domain/audit';
import { readable } from './auditLabels';

/** The fields one write changed, each with its value before and after, for the row opened in the Activity list. */
export function AuditDiff() {
  const translate = useTranslate();
  const entry = useRecordContext<AuditEntry>();
  if (!entry) return null;
  const changes = fieldChanges(entry.before, entry.after);
  if (changes.length === 0)
    return <Typography color="text.secondary">{translate('ep.activity.noFieldChangesIn')}</Typography>;
  return (
    <Table size="small" aria-label={translate('ep.activity.changesOf', { id: entry.id })}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {translate('ep.activity.field')}
          </TableCell>
          <TableCell component="th" scope="col">
            {translate('ep.activity.before')}
          </TableCell>
          <TableCell component="th" scope="col">
            {translate('ep.activity.after')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map((change) => (
          <TableRow key={change.field}>
            <TableCell component="th" scope="row">
              {change.field}
            </TableCell>
            <TableCell sx={{ textDecoration: 'line-through', color: 'text.secondary', wordBreak: 'break-word' }}>
              {readable(change.before)}
            </TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{readable(change.after)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
