import { Button } from '@mui/material';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Link } from 'react-router-dom';
import { useBasename, useRecordContext, useTranslate } from 'react-admin';

/** From a partner to its statement of this month (the statements screen, partner-statements). */
export function StatementLink() {
  const translate = useTranslate();
  const basename = useBasename();
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Button
      component={Link}
      to={`${basename}/partner-statements?partner=${encodeURIComponent(String(record.id))}`}
      startIcon={<ReceiptLongIcon />}
      size="small"
      onClick={(event) => event.stopPropagation()}
    >
      {translate('ep.partners.statement')}
    </Button>
  );
}
