import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import { Translate, useTranslate } from 'react-admin';
import { AD_ITEM_TYPES, type AdItemType } from '../../../domain/advertisements';

const ICONS = { property: HomeWorkIcon, vehicle: DirectionsCarIcon } satisfies Record<AdItemType, unknown>;

/** ADS-26 step 1: property or vehicle. */
export function ItemTypeStep({ value, onChange }: { value: AdItemType; onChange(type: AdItemType): void }) {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      exclusive
      value={value}
      onChange={(_event, type: AdItemType | null) => type && onChange(type)}
      aria-label={translate('ep.advertising.itemType')}
    >
      {AD_ITEM_TYPES.map((type) => {
        const Icon = ICONS[type];
        return (
          <ToggleButton key={type} value={type} sx={{ px: 3, gap: 1 }}>
            <Icon />
            <Translate i18nKey={`ep.advertising.itemTypes.${type}`} />
          </ToggleButton>
        );
      })}
    </ToggleButtonGroup>
  );
}
