import {
  BooleanField,
  Datagrid,
  EditButton,
  FunctionField,
  List,
  SelectField,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import type { Partner } from '../../../domain/partners';
import { ResponsiveList } from '../../components/ResponsiveList';
import { SearchFilter } from '../../components/SearchFilter';
import { TextCreateButton } from '../../components/TextCreateButton';
import { kindChoices, settleChoices } from './choices';
import { StatementLink } from './StatementLink';
import { ListPagination } from '../../components/ListPagination';

const filters = [<SearchFilter key="q" source="q" alwaysOn placeholder="ep.partners.search" />];
const field = (name: string) => `resources.partners.fields.${name}`;

const Actions = () => (
  <TopToolbar>
    <TextCreateButton label="ep.partners.add" />
  </TopToolbar>
);

const RowActions = () => (
  <>
    <StatementLink />
    <EditButton />
  </>
);

function Terms({ partner }: { partner: Partner }) {
  const translate = useTranslate();
  return partner.commission_kind === 'percent'
    ? `${partner.commission_percent} %`
    : translate('ep.partners.commissionKinds.net');
}

/** The hotels, desks, agencies and drivers who send guests, with their terms and a link to each statement. */
export function PartnersList() {
  return (
    <List
      pagination={<ListPagination />}
      title="ep.partners.title"
      filters={filters}
      actions={<Actions />}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={50}
    >
      <ResponsiveList<Partner>
        primaryText={(partner) => partner.name}
        secondaryText={(partner) => partner.referral_code}
        actions={<RowActions />}
      >
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="name" label={field('name')} />
          <SelectField source="kind" label={field('kind')} choices={kindChoices} />
          <TextField source="referral_code" label={field('referral_code')} />
          <FunctionField<Partner> label={field('commission_kind')} render={(partner) => <Terms partner={partner} />} />
          <SelectField source="settle_mode" label={field('settle_mode')} choices={settleChoices} />
          <BooleanField source="active" label={field('active')} />
          <RowActions />
        </Datagrid>
      </ResponsiveList>
    </List>
  );
}
