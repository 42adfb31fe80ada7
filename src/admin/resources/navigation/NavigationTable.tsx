import { useState } from 'react';
import { DndProvider } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useDataProvider, useListContext, useNotify } from 'react-admin';
import { NAV_MESSAGES, reorderLinks, type NavigationLink } from '../../../domain/navigation';
import type { EpDataProvider } from '../../providers/dataProvider';
import { NavigationRow } from './NavigationRow';

/** NAV-02/03/05: the links by order, with drag handles; a move saves only the links whose order changed. */
export function NavigationTable() {
  const { data, filterValues, refetch, isPending } = useListContext<NavigationLink>();
  const dataProvider = useDataProvider<EpDataProvider>();
  const notify = useNotify();
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
      notify(NAV_MESSAGES.reorderError, { type: 'error' });
    }
    // Success shows the saved order, failure the stored one: either way the server's list is the truth.
    await refetch();
    setPending(null);
  };

  if (!isPending && rows.length === 0) {
    return <Typography sx={{ p: 2 }}>No hay enlaces.</Typography>;
  }
  return (
    <DndProvider backend={HTML5Backend}>
      <Box sx={{ overflowX: 'auto', maxWidth: 'calc(100vw - 16px)' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              <TableCell>Name</TableCell>
              <TableCell>URL</TableCell>
              <TableCell>Order</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>New tab</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((link, index) => (
              <NavigationRow key={link.id} link={link} index={index} count={rows.length} canMove={canMove} onMove={move} />
            ))}
          </TableBody>
        </Table>
      </Box>
    </DndProvider>
  );
}
