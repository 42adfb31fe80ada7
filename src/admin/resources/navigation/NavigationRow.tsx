import { useDrag, useDrop } from 'react-dnd';
import { IconButton, TableCell, TableRow, Tooltip } from '@mui/material';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import CheckIcon from '@mui/icons-material/Check';
import { RecordContextProvider, useTranslate } from 'react-admin';
import type { NavigationLink } from '../../../domain/navigation';
import { TruncatedText } from '../../components/TruncatedText';
import { NavigationRowActions, type MoveProps } from './NavigationRowActions';
import { NavigationStatus } from './NavigationStatus';

const ROW = 'navigation-row';
/** Long names and URLs are cut so Edit and Delete stay on screen at 1,366 px. */
const TEXT_WIDTH = { xs: 140, lg: 240 };

export function NavigationRow({ link, ...move }: MoveProps & { link: NavigationLink }) {
  const translate = useTranslate();
  const { index, canMove, onMove } = move;
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
          <Tooltip title={translate(canMove ? 'ep.navigation.drag' : 'ep.navigation.dragDisabled')}>
            <span>
              <IconButton
                ref={(node: HTMLButtonElement | null) => {
                  drag(node);
                }}
                size="small"
                disabled={!canMove}
                aria-label={translate('ep.navigation.dragHandle', { name: link.name })}
                sx={{ cursor: 'grab' }}
              >
                <DragIndicatorIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        </TableCell>
        <TableCell>
          <TruncatedText value={link.name} maxWidth={TEXT_WIDTH} />
        </TableCell>
        <TableCell>
          <TruncatedText value={link.url} maxWidth={TEXT_WIDTH} />
        </TableCell>
        <TableCell>{link.order}</TableCell>
        <TableCell>
          <NavigationStatus link={link} />
        </TableCell>
        <TableCell>
          {link.new_tab ? <CheckIcon fontSize="small" aria-label={translate('ep.navigation.newTab')} /> : null}
        </TableCell>
        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
          <NavigationRowActions link={link} {...move} />
        </TableCell>
      </TableRow>
    </RecordContextProvider>
  );
}
