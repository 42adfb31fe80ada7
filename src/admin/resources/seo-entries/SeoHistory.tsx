import {
  Alert,
  Button,
  Card,
  CardActions,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import RestoreIcon from '@mui/icons-material/Restore';
import { useParams } from 'react-router-dom';
import { useGetList, useGetOne, useNotify, useTranslate, useUpdate, type RaRecord } from 'react-admin';
import { fieldChanges, type FieldChange } from '../../../domain/diff';
import { seoEntrySchema, type SeoEntry } from '../../../domain/seo/seoEntries';
import { useSaveFailure } from '../../providers/useSaveFailure';
import { SeoPage } from './SeoPage';
import { SEO_LABELS } from './seoLabels';
import { useDates } from '../../i18n/dates';
import { LoadingBar } from '../../components/LoadingBar';

interface AuditRow extends RaRecord {
  at: string;
  username: string;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** A stored instant (ISO with its zone); the history shows it on the business's clock like every other date. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

const show = (value: unknown, when: (iso: string) => string) =>
  value === undefined || value === null || value === ''
    ? '—'
    : Array.isArray(value)
      ? value.join(', ')
      : typeof value === 'string' && INSTANT.test(value)
        ? when(value)
        : String(value);

/** The fields of an audited state a restore may send back: the schema's, minus what the server stamps. */
const restorable = (state: Record<string, unknown>) =>
  Object.fromEntries(
    Object.keys(seoEntrySchema.shape)
      .filter((field) => field !== 'last_update' && field in state)
      .map((field) => [field, state[field]]),
  );

interface Revision {
  key: string;
  title: string;
  changes: FieldChange[];
  /** The entry as it stood after this revision; what a restore puts back. */
  state: Record<string, unknown> | null;
}

/**
 * Newest first: the state after each audited write, then the state before the oldest one when the entry
 * existed before the trail did (seeded records), so even a record's first edit can be undone.
 */
function revisionsOf(rows: AuditRow[], when: (iso: string) => string, verb: (action: string) => string): Revision[] {
  const revisions: Revision[] = rows.map((row) => ({
    key: String(row.id),
    title: `${when(row.at)} · ${row.username} · ${verb(row.action)}`,
    changes: fieldChanges(row.before, row.after),
    state: row.after,
  }));
  const oldest = rows.at(-1);
  if (oldest?.before)
    revisions.push({ key: 'initial', title: 'ep.seo.initialState', changes: [], state: oldest.before });
  return revisions;
}

/**
 * SEO-10: an entry's revisions from the audit trail, newest first, each as the fields it changed; the owner
 * can put an earlier state back. The restore carries the version read here, so an entry changed meanwhile
 * answers 409 and nothing is overwritten; the restore is itself an audited update.
 */
export function SeoHistory() {
  const { id } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const { instant } = useDates();
  const verb = (action: string) => translate(`ep.activity.actions.${action}`, { _: action });
  const entry = useGetOne<SeoEntry>('seo-entries', { id: Number(id) });
  const history = useGetList<AuditRow>('audit', {
    filter: { resource: 'seo-entries', record_id: Number(id) },
    sort: { field: 'id', order: 'DESC' },
    pagination: { page: 1, perPage: 100 },
  });
  const [update, { isPending: restoring }] = useUpdate<SeoEntry>();
  const failed = useSaveFailure({ otherwise: 'ep.seo.saveError' });
  const restore = (state: Record<string, unknown>) => {
    if (!entry.data) return;
    update(
      'seo-entries',
      { id: entry.data.id, data: { ...restorable(state), version: entry.data.version }, previousData: entry.data },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('ep.seo.restored', { type: 'success' });
          void entry.refetch();
          void history.refetch();
        },
        onError: failed,
      },
    );
  };
  return (
    <SeoPage title={translate('ep.seo.history', { title: entry.data?.title ?? '' })}>
      {(entry.isPending || history.isPending) && <LoadingBar />}
      {(entry.error || history.error) && <Alert severity="error">{translate('ep.seo.connectionError')}</Alert>}
      <Stack spacing={2}>
        {revisionsOf(history.data ?? [], instant, verb).map((revision, index) => (
          <Card key={revision.key} variant="outlined">
            <CardContent>
              <Typography variant="subtitle2" component="h2">
                {translate(revision.title, { _: revision.title })}
              </Typography>
              <Table size="small" aria-label={translate(revision.title, { _: revision.title })}>
                <TableBody>
                  {revision.changes.map((change) => (
                    <TableRow key={change.field}>
                      <TableCell component="th">
                        {translate(SEO_LABELS[change.field] ?? change.field, { _: change.field })}
                      </TableCell>
                      <TableCell
                        sx={{ textDecoration: 'line-through', color: 'text.secondary', wordBreak: 'break-word' }}
                      >
                        {show(change.before, instant)}
                      </TableCell>
                      <TableCell sx={{ wordBreak: 'break-word' }}>{show(change.after, instant)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </CardContent>
            {index > 0 && revision.state && (
              <CardActions>
                <Button startIcon={<RestoreIcon />} onClick={() => restore(revision.state!)} disabled={restoring}>
                  {translate('ep.seo.restoreThisVersion')}
                </Button>
              </CardActions>
            )}
          </Card>
        ))}
        {history.data?.length === 0 && (
          <Typography color="text.secondary">{translate('ep.seo.noChangesRecorded')}</Typography>
        )}
      </Stack>
    </SeoPage>
  );
}
