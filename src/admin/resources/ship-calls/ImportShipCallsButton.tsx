import { useRef, useState, type ChangeEvent } from 'react';
import { Button, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { parseShipCallsCsv, type ShipCallInput } from '../../../domain/shipCalls';
import type { EpDataProvider } from '../../providers/dataProvider';
import { useSaveFailure } from '../../providers/useSaveFailure';

/**
 * Reads a cruise schedule's CSV in the browser, checks each line with the ship call's schema, and sends the
 * good ones in one import (one transaction on the server): calls already in the calendar are skipped and said.
 */
export function ImportShipCallsButton() {
  const input = useRef<HTMLInputElement>(null);
  const [importing, setImporting] = useState(false);
  const dataProvider = useDataProvider<EpDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const failed = useSaveFailure({ otherwise: 'ep.run.ships.importFailed' });

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const lines = parseShipCallsCsv(await file.text());
    const missing = lines.flatMap((line) => ('missingColumns' in line ? line.missingColumns : []));
    if (missing.length > 0) {
      notify(translate('ep.run.ships.missingColumns', { columns: missing.join(', ') }), { type: 'error' });
      return;
    }
    const bad = lines.filter((line) => 'problems' in line).map((line) => line.line);
    const calls = lines.flatMap((line): ShipCallInput[] => ('call' in line ? [line.call] : []));
    if (bad.length > 0)
      notify(translate('ep.run.ships.importErrors', { lines: bad.join(', ') }), { type: 'warning', multiLine: true });
    if (calls.length === 0) return;
    setImporting(true);
    try {
      const { data } = await dataProvider.importShipCalls(calls);
      refresh();
      const said = [translate('ep.run.ships.imported', { count: data.created })];
      if (data.skipped.length > 0)
        said.push(
          translate('ep.run.ships.importSkipped', {
            smart_count: data.skipped.length,
            calls: data.skipped.map((call) => `${call.ship} ${call.date}`).join(', '),
          }),
        );
      notify(said.join(' · '), { type: 'success', multiLine: true });
    } catch (error) {
      if (failed(error)) notify('ep.run.ships.importFailed', { type: 'error' });
    } finally {
      setImporting(false);
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        hidden
        data-testid="ship-calls-csv"
        onChange={(event) => void onFile(event)}
      />
      <Button
        label={importing ? 'ep.run.ships.importing' : 'ep.run.ships.importCsv'}
        disabled={importing}
        onClick={() => input.current?.click()}
      >
        <UploadFileIcon />
      </Button>
    </>
  );
}
