import { useDrag, useDrop } from 'react-dnd';
import { Chip, IconButton, TableCell, TableRow, Tooltip } from '@mui/material';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import CheckIcon from '@mui/icons-material/Check';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import { DeleteWithConfirmButton, EditButton, RecordContextProvider, useNotify } from 'react-admin';
import { NAV_MESSAGES, type NavigationLink } from '../../../domain/navigation';

const ROW = 'navigation-row';

interface RowProps {
  link: NavigationLink;
  index: number;
  count: number;
  canMove: boolean;
  onMove(from: number, to: number): void;
}

export function NavigationRow({ link, index, count, canMove, onMove }: RowProps) {
  const notify = useNotify();
  const [{ dragging }, drag, preview] = useDrag({
    type: ROW,
    item: { index },
    canDrag: canMove,
    collect: (monitor) => ({ dragging: monitor.isDragging() }),
  });
  const [{ over }, drop] = useDrop({
    accept: ROW,
    drop: (item: { index: number }) => {
      if (item.index !== index) onMove(item.index, index);
    },
    collect: (monitor) => ({ over: monitor.isOver() }),
  });

  return (
    <RecordContextProvider value={link}>
      <TableRow
        ref={(node: HTMLTableRowElement | null) => {
          preview(drop(node));
        }}
        data-testid={`nav-row-${link.id}`}
        sx={{ opacity: dragging ? 0.4 : 1, outline: over ? '2px dashed' : undefined, outlineColor: 'primary.main' }}
      >
        <TableCell padding="checkbox">
          <Tooltip title={canMove ? 'Arrastrar para ordenar' : 'Borra la búsqueda para ordenar'}>
            <span>
              <IconButton
                ref={(node: HTMLButtonElement | null) => {
                  drag(node);
                }}
                size="small" disabled={!canMove} aria-label={`Arrastrar ${link.name}`} sx={{ cursor: 'grab' }}>
                <DragIndicatorIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        </TableCell>
        <TableCell>{link.name}</TableCell>
        <TableCell>{link.url}</TableCell>
        <TableCell>{link.order}</TableCell>
        <TableCell>
          <Chip size="small" label={link.active ? 'Activo' : 'Inactivo'} color={link.active ? 'success' : 'default'} />
        </TableCell>
        <TableCell>{link.new_tab ? <CheckIcon fontSize="small" aria-label="Nueva pestaña" /> : null}</TableCell>
        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
          <IconButton size="small" disabled={!canMove || index === 0} onClick={() => onMove(index, index - 1)} aria-label={`Subir ${link.name}`}>
            <ArrowUpwardIcon fontSize="small" />
          </IconButton>
          <IconButton size="small" disabled={!canMove || index === count - 1} onClick={() => onMove(index, index + 1)} aria-label={`Bajar ${link.name}`}>
            <ArrowDownwardIcon fontSize="small" />
          </IconButton>
          <EditButton label="Edit" />
          <DeleteWithConfirmButton
            label="Delete"
            confirmTitle="Delete"
            confirmContent={NAV_MESSAGES.confirmDelete}
            mutationMode="pessimistic"
            mutationOptions={{ onError: () => notify(NAV_MESSAGES.deleteError, { type: 'error' }) }}
          />
        </TableCell>
      </TableRow>
    </RecordContextProvider>
  );
}
