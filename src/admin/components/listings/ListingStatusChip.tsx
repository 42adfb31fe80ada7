import { Chip } from '@mui/material';
import { Translate } from 'react-admin';
import { statusLabel, type ListingResource, type ListingStatus, type ListingType } from '../../../domain/listings';

/** VEH-35: green when active, yellow otherwise. */
export const STATUS_COLORS: Record<ListingStatus, { background: string; text: string }> = {
  active: { background: '#2e7d32', text: '#ffffff' },
  pending: { background: '#fbc02d', text: '#212121' },
};

interface ListingStatusChipProps {
  resource: ListingResource;
  listing: { type: ListingType; status: ListingStatus };
}

/** SR-12: the status in words ('Active', 'Available', 'Pending Review', 'Under Review'). */
export function ListingStatusChip({ resource, listing: { type, status } }: ListingStatusChipProps) {
  const colors = STATUS_COLORS[status];
  return (
    <Chip
      size="small"
      label={<Translate i18nKey={statusLabel(resource, type, status)} />}
      data-testid="listing-status"
      style={{ backgroundColor: colors.background, color: colors.text }}
    />
  );
}
