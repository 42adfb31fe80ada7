import { useRef, useState, type ChangeEvent } from 'react';
import { Button, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { MAX_SHIP_CALLS_FILE_BYTES, MAX_SHIP_CALLS_PER_IMPORT, type ShipCallInput } from '../../../domain/shipCalls';
import { parseShipCallsCsv } from '../../../domain/shipCallsCsv';
import type { EpDataProvider } from '../../providers/dataProvider';
import { useSaveFailure } from '../../providers/useSaveFailure';

const kilobytes = (bytes: number) => `${Math.ceil(bytes / 1024)} KB`;

/**
 * Reads a cruise schedule's CSV in the browser, checks each line with the ship call's schema, and sends the
 * good ones in one import (one transaction on the server): calls whose times changed are updated, calls already in the
 * calendar as they are skipped, and both said. A file or a schedule over the limit is refused before anything is sent,
 * naming it.
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
    if (file.size > MAX_SHIP_CALLS_FILE_BYTES) {
      notify(
        translate('ep.shipImport.fileTooLarge', {
          size: kilobytes(file.size),
          max: kilobytes(MAX_SHIP_CALLS_FILE_BYTES),
        }),
        {
          type: 'error',
        },
      );
      return;
    }
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
    if (calls.length > MAX_SHIP_CALLS_PER_IMPORT) {
      notify(translate('ep.shipImport.tooMany', { max: MAX_SHIP_CALLS_PER_IMPORT }), { type: 'error' });
      return;
    }
    setImporting(true);
    try {
      const { data } = await dataProvider.importShipCalls(calls);
      refresh();
      const said = [translate('ep.run.ships.imported', { count: data.created })];
      if (data.updated.length > 0)
        said.push(
          translate('ep.shipImport.updated', {
            smart_count: data.updated.length,
            calls: data.updated.map((call) => `${call.ship} ${call.date}`).join(', '),
          }),
        );
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
