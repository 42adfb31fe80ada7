import { Button, Stack } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import EditIcon from '@mui/icons-material/Edit';
import { Link } from 'react-router-dom';
import {
  Datagrid,
  DeleteWithConfirmButton,
  FunctionField,
  ListBase,
  TextField,
  useNotify,
  usePermissions,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { type SeoEntry } from '../../../domain/seo/seoEntries';
import { ResponsiveList } from '../../components/ResponsiveList';
import { TruncatedField } from '../../components/TruncatedText';
import { useSeoPath } from './seoPaths';
import { SEO_LABELS } from './seoLabels';
import { ListPagination } from '../../components/ListPagination';

function RowActions() {
  const translate = useTranslate();
  const entry = useRecordContext<SeoEntry>();
  const seoPath = useSeoPath();
  const notify = useNotify();
  const { permissions } = usePermissions();
  if (!entry) return null;
  return (
    <Stack direction="row" spacing={1}>
      <Button component={Link} to={seoPath(`edit/${entry.id}`)} size="small" startIcon={<EditIcon />}>
        {translate('ep.seo.edit')}
      </Button>
      {permissions === 'owner' && (
        <Button component={Link} to={seoPath(`history/${entry.id}`)} size="small" startIcon={<HistoryIcon />}>
          {translate('ep.seo.history2')}
        </Button>
      )}
      <DeleteWithConfirmButton
        resource="seo-entries"
        confirmTitle={entry.title}
        confirmContent="ra.message.delete_content"
        mutationMode="pessimistic"
        redirect={false}
        mutationOptions={{ onError: () => notify('ep.seo.deleteError', { type: 'error' }) }}
      />
    </Stack>
  );
}

/** SEO-15: a failed load of the entries is logged, not announced. */
const logOnly = (error: unknown) => console.error('Error fetching SEO entries', error);

/**
 * SEO-07, SEO-09, SEO-10, SEO-20: the entries of one type, each editable and deletable (after a
 * confirmation); owners also get the history. `perPage` 5 is the general view's excerpt.
 */
export function SeoEntryList({ type, perPage = 25 }: { type: SeoEntry['type']; perPage?: number }) {
  return (
    <ListBase
      resource="seo-entries"
      filter={{ type }}
      perPage={perPage}
      sort={{ field: 'title', order: 'ASC' }}
      disableSyncWithLocation
      queryOptions={{ onError: logOnly }}
    >
      <ResponsiveList<SeoEntry>
        bulkDelete
        primaryText={(entry) => entry.title}
        secondaryText={(entry) => `/${entry.slug} · ${entry.index_status}`}
        actions={<RowActions />}
      >
        <Datagrid rowClick={false} bulkActionButtons={false} resource="seo-entries">
          <TruncatedField source="title" label={SEO_LABELS.title} maxWidth={{ xs: 160, md: 360 }} />
          <TextField source="slug" label={SEO_LABELS.slug} />
          <FunctionField<SeoEntry>
            source="index_status"
            label={SEO_LABELS.index_status}
            render={(entry) => entry.index_status}
          />
          <RowActions />
        </Datagrid>
      </ResponsiveList>
      {perPage > 5 && <ListPagination rowsPerPageOptions={[perPage]} />}
    </ListBase>
  );
}
