import { useState } from 'react';
import { Button } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { Confirm, useDelete, useNotify } from 'react-admin';
import { deleteConfirmText, type ListingResource } from '../../../domain/listings';
import { useRefreshSummary } from './useSalesRentalsSummary';

const DELETE_ERRORS: Record<ListingResource, string> = {
  properties: 'ep.properties.deleteError',
  vehicles: 'ep.vehicles.deleteError',
};

interface DeleteListingButtonProps {
  resource: ListingResource;
  listing: { id: number; title: string; version?: number };
  label?: string;
  onDeleted?(): void;
}

/** SR-14, VEH-37, VEH-38: asks 'Confirm Delete' with the listing's title; a failure says so and keeps it. */
export function DeleteListingButton({ resource, listing, label = 'Delete', onDeleted }: DeleteListingButtonProps) {
  const [open, setOpen] = useState(false);
  const [deleteOne, { isPending }] = useDelete();
  const notify = useNotify();
  const refreshSummary = useRefreshSummary();

  const confirm = () =>
    deleteOne(
      resource,
      { id: listing.id, previousData: listing },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          void refreshSummary();
          onDeleted?.();
        },
        onError: () => {
          setOpen(false);
          notify(DELETE_ERRORS[resource], { type: 'error' });
        },
      },
    );

  return (
    <>
      <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="Confirm Delete"
        content={deleteConfirmText(listing.title).key}
        translateOptions={deleteConfirmText(listing.title).args}
        confirm="Delete"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
