import type { ReactElement } from 'react';
import { IconButton, List, ListItem, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import WarningIcon from '@mui/icons-material/Warning';
import ErrorIcon from '@mui/icons-material/Error';
import type { CheckStatus, ChecklistItem } from '../../../domain/seo/checklist';

const ICONS: Record<CheckStatus, ReactElement> = {
  ok: <CheckCircleIcon color="success" />,
  warn: <WarningIcon color="warning" />,
  error: <ErrorIcon color="error" />,
};

/**
 * SEO-25, SEO-27, DASH-04: the items with their status icon. With `onCycle` the icon is a button that
 * moves the status on; without it (the dashboard widget) the list is read-only.
 */
export function ChecklistItems({
  items,
  onCycle,
  disabled,
}: {
  items: ChecklistItem[];
  onCycle?: (index: number) => void;
  disabled?: boolean;
}) {
  const translate = useTranslate();
  return (
    <List dense>
      {items.map((item, index) => (
        <ListItem key={`${index}-${item.label}`} disableGutters>
          <ListItemIcon>
            {onCycle && item.editable ? (
              <Tooltip
                title={translate('ep.seo.cycleStatus', { status: translate(`ep.seo.checkStatus.${item.status}`) })}
                placement="right"
                disableInteractive
              >
                <span>
                  <IconButton
                    aria-label={`${item.label}: ${translate(`ep.seo.checkStatus.${item.status}`)}`}
                    onClick={() => onCycle(index)}
                    disabled={disabled}
                    size="small"
                  >
                    {ICONS[item.status]}
                  </IconButton>
                </span>
              </Tooltip>
            ) : (
              <span role="img" aria-label={`${item.label}: ${translate(`ep.seo.checkStatus.${item.status}`)}`}>
                {ICONS[item.status]}
              </span>
            )}
          </ListItemIcon>
          <ListItemText primary={item.label} secondary={item.value || undefined} />
        </ListItem>
      ))}
    </List>
  );
}
