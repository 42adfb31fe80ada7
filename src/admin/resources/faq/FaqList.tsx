import {
  Datagrid,
  DeleteWithConfirmButton,
  EditButton,
  FunctionField,
  List,
  TopToolbar,
  useNotify,
  Translate,
} from 'react-admin';
import { Box, Typography } from '@mui/material';
import type { Faq } from '../../../domain/faq';
import { ResponsiveList } from '../../components/ResponsiveList';
import { SearchFilter } from '../../components/SearchFilter';
import { TextCreateButton } from '../../components/TextCreateButton';
import { TruncatedField } from '../../components/TruncatedText';
import { ListPagination } from '../../components/ListPagination';

const filters = [<SearchFilter key="q" source="q" alwaysOn placeholder="ep.site.faq.search" />];

const Actions = () => (
  <TopToolbar>
    <TextCreateButton label="ep.site.faq.add" />
  </TopToolbar>
);

/** FAQ-02, FAQ-07: 'Delete this FAQ?' first; then 'Deleted!' or 'Error deleting FAQ'. */
function DeleteFaqButton() {
  const notify = useNotify();
  return (
    <DeleteWithConfirmButton
      confirmTitle="ep.site.faq.confirmDelete"
      confirmContent={<FunctionField<Faq> render={(faq) => faq.question} />}
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: () => notify('ep.site.faq.deleted', { type: 'success' }),
        onError: () => notify('ep.site.faq.deleteError', { type: 'error' }),
      }}
      redirect={false}
    />
  );
}

const RowActions = () => (
  <>
    <EditButton />
    <DeleteFaqButton />
  </>
);

/** FAQ-03: the empty list says so, and offers the first FAQ. */
const Empty = () => (
  <Box sx={{ textAlign: 'center', py: 6 }}>
    <Typography variant="h6" gutterBottom>
      <Translate i18nKey="ep.site.faq.empty" />
    </Typography>
    <TextCreateButton label="ep.site.faq.add" />
  </Box>
);

const languageOf = (faq: Faq) => <Translate i18nKey={`ep.site.faq.languages.${faq.language}`} />;

/** FAQ-01: the FAQs with add, edit and delete; FAQ-06: a failed load says 'Error loading FAQs'. */
export function FaqList() {
  const notify = useNotify();
  return (
    <List
      pagination={<ListPagination />}
      title="ep.site.faq.faq"
      filters={filters}
      actions={<Actions />}
      sort={{ field: 'id', order: 'ASC' }}
      perPage={50}
      empty={<Empty />}
      queryOptions={{ onError: () => notify('ep.site.faq.loadError', { type: 'error' }) }}
    >
      <ResponsiveList<Faq>
        bulkDelete
        primaryText={(faq) => faq.question}
        secondaryText={languageOf}
        actions={<RowActions />}
      >
        <Datagrid rowClick={false} bulkActionButtons={false}>
          <TruncatedField source="question" label="ep.site.faq.question" maxWidth={{ xs: 200, md: 360 }} />
          <TruncatedField source="answer" label="ep.site.faq.answer" maxWidth={{ xs: 200, md: 420 }} />
          <FunctionField<Faq> source="language" label="ep.site.faq.language" render={languageOf} />
          <RowActions />
        </Datagrid>
      </ResponsiveList>
    </List>
  );
}
