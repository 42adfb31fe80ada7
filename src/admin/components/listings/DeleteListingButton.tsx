import { useEffect, useState } from 'react';
import { Button, DialogContentText } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { Confirm, useDataProvider, useDelete, useNotify, useTranslate } from 'react-admin';
import { deleteConfirmText, type ListingResource } from '../../../domain/listings';
import type { EpDataProvider } from '../../providers/dataProvider';
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

/**
 * SR-14, VEH-37, VEH-38: asks 'Confirm Delete' with the listing's title; a failure says so and keeps it. The
 * server ends the listing's running ads with it, so the dialog says how many once it has asked.
 */
export function DeleteListingButton({
  resource,
  listing,
  label = 'ep.listings.delete',
  onDeleted,
}: DeleteListingButtonProps) {
  const [open, setOpen] = useState(false);
  const [adsToEnd, setAdsToEnd] = useState(0);
  const [deleteOne, { isPending }] = useDelete();
  const notify = useNotify();
  const translate = useTranslate();
  const confirmText = deleteConfirmText(listing.title);
  const dataProvider = useDataProvider<EpDataProvider>();
  const refreshSummary = useRefreshSummary();

  useEffect(() => {
    if (!open) return undefined;
    let current = true;
    dataProvider
      .countListingAds(resource, listing.id)
      .then((count) => current && setAdsToEnd(count))
      // Without the count the dialog asks as before; the server still ends the ads.
      .catch(() => current && setAdsToEnd(0));
    return () => {
      current = false;
    };
  }, [open, dataProvider, resource, listing.id]);

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
        {translate(label)}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={translate('ep.listings.confirmDelete')}
        content={
          <>
            <DialogContentText>{translate(confirmText.key, confirmText.args)}</DialogContentText>
            {adsToEnd > 0 && (
              <DialogContentText color="warning.main" sx={{ mt: 1 }}>
                {translate('ep.listingAds.endsAds', { smart_count: adsToEnd })}
              </DialogContentText>
            )}
          </>
        }
        confirm="ep.listings.delete"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
