import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Box, Card, CardActions, CardContent, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { BulkDeleteWithConfirmButton, RecordContextProvider, useListContext, type RaRecord } from 'react-admin';
import { TruncatedText } from './TruncatedText';
import { KeepButtonLabels } from './KeepButtonLabels';
import { ListExport } from './ListExport';
import { ListLoadError } from './ListLoadError';

export interface ResponsiveListProps<R extends RaRecord> {
  /** The wide layout, usually a Datagrid. It scrolls inside its box rather than widening the page. */
  children: ReactNode;
  /** Under 600 px each record becomes a card: a title line, optional detail lines, and its actions. */
  primaryText(record: R): string;
  secondaryText?(record: R): ReactNode;
  /** The row's buttons, rendered in the record's context (EditButton, DeleteWithConfirmButton…). */
  actions?: ReactNode | ((record: R) => ReactNode);
  empty?: ReactNode;
  /**
   * Where the spec allows deleting one row: select rows and delete them together, after a confirmation that
   * names how many (ep.form.bulkDeleteContent, %{smart_count}). Given to the Datagrid child.
   */
  bulkDelete?: boolean;
}

/**
 * react-admin slides the bulk bar up over the list's own toolbar; here the export strip sits there and the
 * scrolling box clips it, so the bar was hidden and a click on its Eliminar hit Export. It takes its own row.
 */
const BULK_BAR_IN_FLOW = {
  '& .RaDatagrid-root .RaBulkActionsToolbar-toolbar': { position: 'relative', transform: 'none' },
} as const;

/** The body of every list screen: a table on wide screens, cards on phones, long values cut with an ellipsis. */
export function ResponsiveList<R extends RaRecord>({ children, bulkDelete, ...cards }: ResponsiveListProps<R>) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { error, isFetching } = useListContext<R>();
  const table =
    bulkDelete && isValidElement(children)
      ? cloneElement(children as ReactElement<{ bulkActionButtons?: ReactNode }>, {
          bulkActionButtons: (
            <BulkDeleteWithConfirmButton
              mutationMode="pessimistic"
              confirmTitle="ep.form.bulkDeleteTitle"
              confirmContent="ep.form.bulkDeleteContent"
            />
          ),
        })
      : children;
  return (
    <>
      <Stack direction="row" justifyContent="flex-end" sx={{ px: 1 }}>
        <ListExport />
      </Stack>
      {error && !isFetching ? (
        <ListLoadError />
      ) : phone ? (
        <CardList<R> {...cards} />
      ) : (
        <Box sx={{ maxWidth: '100%', overflowX: 'auto', ...BULK_BAR_IN_FLOW }}>{table}</Box>
      )}
    </>
  );
}

function CardList<R extends RaRecord>({
  primaryText,
  secondaryText,
  actions,
  empty,
}: Omit<ResponsiveListProps<R>, 'children' | 'bulkDelete'>) {
  const { data, isPending } = useListContext<R>();
  if (isPending) return null;
  if (!data?.length) return <>{empty ?? null}</>;
  return (
    <Stack spacing={1} sx={{ p: 1 }} data-testid="card-list">
      {data.map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          <Card variant="outlined" sx={{ minWidth: 0 }}>
            <CardContent sx={{ pb: 0 }}>
              <TruncatedText value={primaryText(record)} variant="subtitle1" maxWidth="100%" />
              {secondaryText && (
                <Typography variant="body2" color="text.secondary" component="div" sx={{ minWidth: 0 }}>
                  {secondaryText(record)}
                </Typography>
              )}
            </CardContent>
            {actions && (
              <CardActions sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
                <KeepButtonLabels>{typeof actions === 'function' ? actions(record) : actions}</KeepButtonLabels>
              </CardActions>
            )}
          </Card>
        </RecordContextProvider>
      ))}
    </Stack>
  );
}
