import { useRef, type ChangeEvent } from 'react';
import { Button, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { parseShipCallsCsv } from '../../../domain/shipCalls';

/** Reads a cruise schedule's CSV in the browser and creates its calls one by one through the data provider. */
export function ImportShipCallsButton() {
  const input = useRef<HTMLInputElement>(null);
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const lines = parseShipCallsCsv(await file.text());
    const bad = lines.filter((line) => line.error !== undefined).map((line) => line.line);
    let created = 0;
    for (const { call } of lines) {
      if (!call) continue;
      await dataProvider.create('ship-calls', { data: call });
      created += 1;
    }
    refresh();
    notify(translate('ep.run.ships.imported', { count: created }), { type: 'success' });
    if (bad.length > 0) notify(translate('ep.run.ships.importErrors', { lines: bad.join(', ') }), { type: 'warning' });
  };

  return (
    <>
      <input ref={input} type="file" accept=".csv,text/csv" hidden data-testid="ship-calls-csv" onChange={(event) => void onFile(event)} />
      <Button label="ep.run.ships.importCsv" onClick={() => input.current?.click()}>
        <UploadFileIcon />
      </Button>
    </>
  );
}
