import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { fieldChanges } from '../../../domain/diff';
import type { AuditEntry } from '../../../domain/audit';
import { readable } from './auditLabels';

/** The fields one write changed, each with its value before and after, for the row opened in the Activity list. */
export function AuditDiff() {
  const entry = useRecordContext<AuditEntry>();
  if (!entry) return null;
  const changes = fieldChanges(entry.before, entry.after);
  if (changes.length === 0) return <Typography color="text.secondary">Sin cambios de campos en este registro.</Typography>;
  return (
    <Table size="small" aria-label={`Cambios del registro ${entry.id}`}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">Campo</TableCell>
          <TableCell component="th" scope="col">Antes</TableCell>
          <TableCell component="th" scope="col">Después</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map((change) => (
          <TableRow key={change.field}>
            <TableCell component="th" scope="row">{change.field}</TableCell>
            <TableCell sx={{ textDecoration: 'line-through', color: 'text.secondary', wordBreak: 'break-word' }}>{readable(change.before)}</TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{readable(change.after)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
