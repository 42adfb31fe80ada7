import { Typography } from '@mui/material';
import { Create, useTranslate } from 'react-admin';
import { today } from '../../../domain/common';
import { EntityForm } from '../../components/EntityForm';
import { useSaveFailure } from '../../providers/useSaveFailure';
import { GiftVoucherInputs } from './GiftVoucherInputs';

/** A year from today: what a voucher sold today is good for unless the owner says otherwise. */
const inAYear = (day: string) => `${Number(day.slice(0, 4)) + 1}${day.slice(4)}`;

/** Selling a voucher: once saved it opens its printable page, with the code the server made. */
export function GiftVoucherCreate() {
  const onError = useSaveFailure();
  const translate = useTranslate();
  const day = today();
  return (
    <Create
      title="ep.vouchers.gifts.createTitle"
      redirect="show"
      mutationOptions={{ onError }}
      record={{ sold_on: day, expires_on: inAYear(day), sale_method: 'cash' }}
    >
      <EntityForm>
        <Typography color="text.secondary">{translate('ep.vouchers.codeMadeOnSave')}</Typography>
        <GiftVoucherInputs />
      </EntityForm>
    </Create>
  );
}
