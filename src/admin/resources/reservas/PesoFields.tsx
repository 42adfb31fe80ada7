import { Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { dopToUsd } from '../../../domain/pesos';
import { usd } from '../../components/usd';

interface Props {
  amountDop: string;
  rate: string;
  errors: Record<string, string>;
  onAmount(value: string): void;
  onRate(value: string): void;
}

/** Issue 41: the pesos taken and the day's rate (prefilled from the day's last), with what they come to in USD. */
export function PesoFields({ amountDop, rate, errors, onAmount, onRate }: Props) {
  const translate = useTranslate();
  const pesos = Number(amountDop);
  const perDollar = Number(rate);
  const known = amountDop !== '' && rate !== '' && pesos > 0 && perDollar > 0;
  return (
    <Stack spacing={2}>
      <TextField
        label={translate('ep.pesos.amountDop')}
        type="number"
        value={amountDop}
        onChange={(event) => onAmount(event.target.value)}
        error={Boolean(errors.amount_dop)}
        helperText={errors.amount_dop}
        inputProps={{ min: 1, step: 0.01 }}
        required
        autoFocus
      />
      <TextField
        label={translate('ep.pesos.rate')}
        type="number"
        value={rate}
        onChange={(event) => onRate(event.target.value)}
        error={Boolean(errors.rate)}
        helperText={errors.rate ?? translate('ep.pesos.rateHelp')}
        inputProps={{ min: 0.0001, step: 0.01 }}
        required
      />
      {known && (
        <Typography data-testid="peso-equivalent">
          {translate('ep.pesos.equivalent', { usd: usd(dopToUsd(pesos, perDollar)) })}
        </Typography>
      )}
    </Stack>
  );
}
