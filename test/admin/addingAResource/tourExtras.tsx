import { z } from 'zod';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { Datagrid, List, TextField } from 'react-admin';
import { defineResource } from '../../../src/domain/resource';
import { requiredText } from '../../../src/domain/validation';

/**
 * A throwaway resource written as docs/ADDING_A_RESOURCE.md says, in the files the guide names as new: the
 * declaration (step 1) and the screen folder's index.ts (step 6); its words are in tourExtrasWords.ts (step 4).
 */
export const tourExtrasResource = defineResource({
  name: 'tour-extras',
  api: '/api/tour-extras',
  schema: z.object({ code: requiredText(40, 'Code is required'), percent: z.number().int().min(1).max(90) }),
  search: ['code'],
  access: { read: 'owner', write: 'owner' },
  list: { sortable: ['code'], defaultSort: [['code', 'asc']] },
  screens: true,
  menu: { after: 'faq' },
});

function TourExtraList() {
  return (
    <List>
      <Datagrid bulkActionButtons={false}>
        <TextField source="code" label="resources.tour-extras.fields.code" />
      </Datagrid>
    </List>
  );
}

export const tourExtrasFolder = { list: TourExtraList, icon: LocalOfferIcon };
