import { IconButton } from '@mui/material';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import { DeleteWithConfirmButton, EditButton, useNotify, useTranslate } from 'react-admin';
import { type NavigationLink } from '../../../domain/navigation';

export interface MoveProps {
  index: number;
  count: number;
  canMove: boolean;
  onMove(from: number, to: number): void;
}

/** NAV-03/05/13/19: up, down, 'Edit' and 'Delete' of one link; the same buttons in the table and the phone cards. */
export function NavigationRowActions({ link, index, count, canMove, onMove }: MoveProps & { link: NavigationLink }) {
  const notify = useNotify();
  const translate = useTranslate();
  return (
    <>
      <IconButton
        size="small"
        disabled={!canMove || index === 0}
        onClick={() => onMove(index, index - 1)}
        aria-label={translate('ep.navigation.moveUp', { name: link.name })}
      >
        <ArrowUpwardIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        disabled={!canMove || index === count - 1}
        onClick={() => onMove(index, index + 1)}
        aria-label={translate('ep.navigation.moveDown', { name: link.name })}
      >
        <ArrowDownwardIcon fontSize="small" />
      </IconButton>
      <EditButton label="ep.navigation.edit" />
      <DeleteWithConfirmButton
        label="ep.navigation.delete"
        confirmTitle="ep.navigation.deleteTitle"
        confirmContent="ep.navigation.confirmDelete"
        mutationMode="pessimistic"
        mutationOptions={{ onError: () => notify('ep.navigation.deleteError', { type: 'error' }) }}
      />
    </>
  );
}
