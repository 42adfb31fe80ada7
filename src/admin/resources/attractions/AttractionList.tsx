import { Datagrid, DeleteWithConfirmButton, EditButton, FunctionField, List, TopToolbar } from 'react-admin';
import { ATTRACTIONS_PER_PAGE, type Attraction } from '../../../domain/attractions';
import { ResponsiveList } from '../../components/ResponsiveList';
import { SearchFilter } from '../../components/SearchFilter';
import { TextCreateButton } from '../../components/TextCreateButton';
import { TruncatedText } from '../../components/TruncatedText';
import { AttractionOrderSelect } from './AttractionOrderSelect';
import { NumberedPagination } from './NumberedPagination';

const filters = [<SearchFilter key="q" source="q" alwaysOn placeholder="ep.attractions.searchAttractions" />];

const Actions = () => (
  <TopToolbar sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
    <AttractionOrderSelect />
    <TextCreateButton label="ep.attractions.addAttraction" />
  </TopToolbar>
);

/** ATTR-06, ATTR-07 */
const RowActions = () => (
  <>
    <EditButton label="ep.attractions.edit" />
    <DeleteWithConfirmButton
      label="ep.attractions.delete"
      confirmTitle="ep.attractions.deleteAttraction"
      confirmContent="ep.attractions.confirmDelete"
      mutationMode="pessimistic"
    />
  </>
);

const Thumbnail = ({ attraction }: { attraction: Attraction }) =>
  attraction.imagen ? (
    <img src={attraction.imagen} alt="" width={64} height={44} style={{ objectFit: 'cover', borderRadius: 4 }} />
  ) : null;

/** ATTR-01..07: search, Newest/Oldest First, 15 a page with Prev, numbers and Next, Edit and Delete. */
export function AttractionList() {
  return (
    <List
      title="ep.attractions.attractions"
      filters={filters}
      actions={<Actions />}
      perPage={ATTRACTIONS_PER_PAGE}
      sort={{ field: 'id', order: 'DESC' }}
      pagination={<NumberedPagination />}
    >
      <ResponsiveList<Attraction>
        primaryText={(attraction) => attraction.nombre}
        secondaryText={(attraction) => <TruncatedText value={attraction.descripcion} />}
        actions={<RowActions />}
      >
        <Datagrid rowClick={false} bulkActionButtons={false}>
          <FunctionField<Attraction>
            label="ep.attractions.image"
            render={(attraction) => <Thumbnail attraction={attraction} />}
          />
          <FunctionField<Attraction>
            source="nombre"
            label="ep.attractions.name"
            sortable={false}
            render={(attraction) => <TruncatedText value={attraction.nombre} maxWidth={240} />}
          />
          <FunctionField<Attraction>
            source="descripcion"
            label="ep.attractions.description"
            sortable={false}
            render={(attraction) => <TruncatedText value={attraction.descripcion} maxWidth={{ xs: 200, md: 420 }} />}
          />
          <RowActions />
        </Datagrid>
      </ResponsiveList>
    </List>
  );
}
