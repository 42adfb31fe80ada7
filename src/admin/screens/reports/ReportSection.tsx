import { lazy, Suspense } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslate } from 'react-admin';
import { downloadRows } from '../../components/csv';

// The chart library is heavy: it loads with the first chart shown, never with the app.
import type { ReportColumn, ReportRow } from './reportTypes';

export type { ReportColumn, ReportRow };

const ReportChart = lazy(() => import('./ReportChart'));

/** One report: its chart and its table side by side (stacked on a phone), and its CSV. */
export function ReportSection({
  title,
  file,
  columns,
  rows,
}: {
  title: string;
  file: string;
  columns: ReportColumn[];
  rows: ReportRow[];
}) {
  const translate = useTranslate();
  const charted = columns.filter((column) => column.chart);
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Stack direction="row" justifyContent="space-between" alignItems="center">
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <Button
            className="no-print"
            startIcon={<DownloadIcon />}
            aria-label={`${translate('ep.reports.csv')} ${title}`}
            onClick={() =>
              downloadRows(
                file,
                columns.map((column) => column.label),
                rows.map((row) => Object.fromEntries(columns.map((column) => [column.label, row[column.key]]))),
              )
            }
          >
            {translate('ep.reports.csv')}
          </Button>
        </Stack>
        <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2}>
          {charted.length > 0 && rows.length > 0 && (
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Suspense fallback={<Skeleton variant="rectangular" height={240} />}>
                <ReportChart rows={rows} label={columns[0]} series={charted} />
              </Suspense>
            </Box>
          )}
          {/* A wide table scrolls sideways on a phone: focusable, so a keyboard can scroll it too (axe). */}
          <Box sx={{ flex: 1, overflowX: 'auto' }} tabIndex={0} role="region" aria-label={title}>
            <Table size="small" aria-label={title}>
              <TableHead>
                <TableRow>
                  {columns.map((column, index) => (
                    <TableCell key={column.key} align={index === 0 ? 'left' : 'right'}>
                      {column.label}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row, rowIndex) => (
                  <TableRow key={rowIndex}>
                    {columns.map((column, index) => (
                      <TableCell key={column.key} align={index === 0 ? 'left' : 'right'}>
                        {column.format ? column.format(Number(row[column.key])) : row[column.key]}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
