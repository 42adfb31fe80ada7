import { Tooltip } from '@mui/material';
import { DeleteWithConfirmButton, EditButton, useGetIdentity, useRecordContext, useTranslate } from 'react-admin';
import type { StaffUser } from '../../../domain/users';

/**
 * Edit and Delete of one staff record. The record of the person signed in cannot be deleted: its Delete is
 * disabled and says why (the server refuses it too).
 */
export function UserRowActions() {
  const user = useRecordContext<StaffUser>();
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  const own = user !== undefined && identity !== undefined && user.username === identity.id;
  return (
    <>
      <EditButton />
      {own ? (
        <Tooltip title={translate('ep.users.ownRecord')}>
          <span>
            <DeleteWithConfirmButton disabled />
          </span>
        </Tooltip>
      ) : (
        <DeleteWithConfirmButton mutationMode="pessimistic" />
      )}
    </>
  );
}
