import { useState } from 'react';
import { DndProvider } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import { reorderLinks, type NavigationLink } from '../../../domain/navigation';
import type { EpDataProvider } from '../../providers/dataProvider';
import { ResponsiveList } from '../../components/ResponsiveList';
import { ListLoadError } from '../../components/ListLoadError';
import { TruncatedText } from '../../components/TruncatedText';
import { NavigationRow } from './NavigationRow';
import { NavigationRowActions } from './NavigationRowActions';
import { NavigationStatus } from './NavigationStatus';

const HEADERS = ['name', 'url', 'order', 'status', 'newTab'] as const;

/** NAV-02/03/05: the links by order, with drag handles; a move saves only the links whose order changed. */
export function NavigationTable() {
  const { data, filterValues, refetch, isPending, error } = useListContext<NavigationLink>();
  const dataProvider = useDataProvider<EpDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  // The order shown while a move is being saved; null shows the list as loaded.
  const [pending, setPending] = useState<NavigationLink[] | null>(null);
  const rows = pending ?? data ?? [];

  // Renumbering a filtered subset would clash with the hidden links.
  const canMove = !pending && !filterValues?.q;

  const move = async (from: number, to: number) => {
    if (to < 0 || to >= rows.length) return;
    const { links, changed } = reorderLinks(rows, from, to);
    setPending(links);
    try {
      await dataProvider.reorder('navigation', {
        items: changed.map(({ id, order, version }) => ({ id, order, version })),
      });
    } catch {
      notify('ep.navigation.reorderError', { type: 'error' });
    }
    // Success shows the saved order, failure the stored one: either way the server's list is the truth.
    await refetch();
    setPending(null);
  };
  const moveProps = (link: NavigationLink) => ({
    index: rows.findIndex(({ id }) => id === link.id),
    count: rows.length,
    canMove,
    onMove: move,
  });

  const empty = <Typography sx={{ p: 2 }}>{translate('ep.navigation.empty')}</Typography>;
  // A failed load is not an empty list: staff would re-create links that exist (issue 43).
  if (error && !pending) return <ListLoadError />;
  if (!isPending && rows.length === 0) return empty;
  return (
    <ResponsiveList<NavigationLink>
      primaryText={(link) => link.name}
      secondaryText={(link) => (
        <Stack direction="row" spacing={1} alignItems="center" sx={{ minWidth: 0 }}>
          <span>{link.order}</span>
          <NavigationStatus link={link} />
          <TruncatedText value={link.url} maxWidth="100%" />
        </Stack>
      )}
      actions={(link) => <NavigationRowActions link={link} {...moveProps(link)} />}
    >
      <DndProvider backend={HTML5Backend}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              {HEADERS.map((header) => (
                <TableCell key={header}>{translate(`ep.navigation.${header}`)}</TableCell>
              ))}
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((link) => (
              <NavigationRow key={link.id} link={link} {...moveProps(link)} />
            ))}
          </TableBody>
        </Table>
      </DndProvider>
    </ResponsiveList>
  );
}
