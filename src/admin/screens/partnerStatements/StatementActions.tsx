import { useState } from 'react';
import { Box, Button, TextField } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import EmailIcon from '@mui/icons-material/Email';
import PrintIcon from '@mui/icons-material/Print';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { errorCodeOf } from '../../../domain/errorCodes';
import { statementMessage, type PartnerStatement } from '../../../domain/partnerStatement';
import { isDialable, whatsappLink } from '../../../domain/phoneLinks';
import type { EpDataProvider } from '../../providers/dataProvider';
import { useSingleton } from '../../components/useSingleton';
import { BUSINESS_NAME } from '../../../domain/business';
import type { HeaderSettings } from '../../../domain/headerSettings';
import { downloadStatement } from './statementCsv';

interface Props {
  statement: PartnerStatement;
  onSettled: (statement: PartnerStatement) => void;
}

const codeOf = (error: unknown) => errorCodeOf((error as { body?: unknown } | null)?.body);

/**
 * What the owner does with a statement: print it, download it, send it (email through the server's mail, else
 * the staff member's mail program; WhatsApp with the text), and mark it settled with a note.
 */
export function StatementActions({ statement, onSettled }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<EpDataProvider>();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const { partner, from, to } = statement;
  const header = useSingleton<HeaderSettings>('header-settings');
  const text = statementMessage((key, args) => translate(key, args), statement, header.data?.siteName ?? BUSINESS_NAME);
  const subject = translate('ep.partners.message.subject', { name: partner.name, from, to });
  const phone = partner.whatsapp || partner.phone;

  const email = async () => {
    setBusy(true);
    try {
      const { data } = await dataProvider.emailPartnerStatement(partner.id, { from, to });
      notify('ep.partners.emailSent', { type: 'success', messageArgs: { to: data.to } });
    } catch (error) {
      if (codeOf(error) === 'mail_not_configured')
        window.location.href =
          `mailto:${partner.email}?subject=${encodeURIComponent(subject)}&body=` + `${encodeURIComponent(text)}`;
      else notify((error as Error).message || 'ep.partners.emailFailed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const settle = async () => {
    setBusy(true);
    try {
      const { data } = await dataProvider.settlePartnerStatement(partner.id, { from, to, note });
      notify('ep.partners.settledDone', { type: 'success' });
      onSettled(data);
    } catch (error) {
      notify(codeOf(error) === 'already_settled' ? 'ep.partners.alreadySettled' : (error as Error).message, {
        type: 'error',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box className="no-print" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
      <Button startIcon={<PrintIcon />} onClick={() => window.print()}>
        {translate('ep.partners.print')}
      </Button>
      <Button startIcon={<DownloadIcon />} onClick={() => downloadStatement(statement, (key) => translate(key))}>
        {translate('ep.partners.csv')}
      </Button>
      <Button startIcon={<EmailIcon />} onClick={email} disabled={busy || !partner.email}>
        {translate('ep.partners.email')}
      </Button>
      <Button
        component="a"
        startIcon={<WhatsAppIcon />}
        href={isDialable(phone) ? whatsappLink(phone, text) : undefined}
        disabled={!isDialable(phone)}
        target="_blank"
        rel="noopener"
      >
        {translate('ep.partners.whatsapp')}
      </Button>
      {!statement.settlement && (
        <>
          <TextField
            size="small"
            label={translate('ep.partners.settleNote')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 300 } }}
          />
          <Button variant="contained" startIcon={<DoneAllIcon />} onClick={settle} disabled={busy}>
            {translate('ep.partners.settle')}
          </Button>
        </>
      )}
    </Box>
  );
}
