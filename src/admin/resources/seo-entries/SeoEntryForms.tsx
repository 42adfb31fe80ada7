import {
  CreateBase,
  EditBase,
  SaveButton,
  SimpleForm,
  Toolbar,
  useNotify,
  type RaRecord,
  useTranslate,
} from 'react-admin';
import { Button, Card, CardContent } from '@mui/material';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { SEO_TYPES } from '../../../domain/seo/seoEntries';
import { NETWORK } from '../../providers/failure';
import { useSaveFailure } from '../../providers/useSaveFailure';
import { KeepButtonLabels } from '../../components/KeepButtonLabels';
import { WarnUnsavedChanges } from '../../components/WarnUnsavedChanges';
import { serverReason } from '../../components/serverReason';
import { SeoEntryInputs } from './SeoEntryInputs';
import { SeoPage } from './SeoPage';
import { useSeoPath } from './seoPaths';

/**
 * SEO-18, SEO-19: the server's reason for a refusal, else 'Error saving SEO data' (never a fault's own words); no
 * connection says so.
 */
const useSeoSaveFailure = () =>
  useSaveFailure({
    otherwise: (error) => serverReason(error) ?? 'ep.seo.saveError',
    byCode: { [NETWORK]: 'ep.seo.connectionError' },
  });

/** Saving an entry says so before going back to its list. */
function useSeoSaved(then: (saved: RaRecord) => void) {
  const notify = useNotify();
  return (saved: RaRecord) => {
    notify('ep.signals.seoSaved', { type: 'success' });
    then(saved);
  };
}

function SeoFormToolbar({ back }: { back: string }) {
  const translate = useTranslate();
  return (
    <Toolbar sx={{ gap: 1 }}>
      <KeepButtonLabels>
        <SaveButton alwaysEnable />
        <Button component={Link} to={back}>
          {translate('ep.seo.cancel')}
        </Button>
      </KeepButtonLabels>
    </Toolbar>
  );
}

const listOf = (type: unknown) => (type === 'post' ? 'posts' : 'pages');

/** SEO-08: one entry opened for editing; saving returns to its list. */
export function SeoEntryEdit() {
  const { id } = useParams();
  const seoPath = useSeoPath();
  const navigate = useNavigate();
  const onError = useSeoSaveFailure();
  const onSuccess = useSeoSaved((saved) => navigate(seoPath(listOf(saved.type))));
  return (
    <SeoPage title="SEO">
      <EditBase<RaRecord>
        resource="seo-entries"
        id={id}
        mutationMode="pessimistic"
        redirect={false}
        mutationOptions={{ onSuccess, onError }}
      >
        <Card>
          <CardContent>
            <SimpleForm toolbar={<SeoFormToolbar back={seoPath()} />}>
              <WarnUnsavedChanges />
              <SeoEntryInputs />
            </SimpleForm>
          </CardContent>
        </Card>
      </EditBase>
    </SeoPage>
  );
}

/** A new entry, of the type the list it was opened from holds (?type=post). */
export function SeoEntryCreate() {
  const [params] = useSearchParams();
  const type = SEO_TYPES.find((value) => value === params.get('type')) ?? 'page';
  const seoPath = useSeoPath();
  const navigate = useNavigate();
  const onError = useSeoSaveFailure();
  const onSuccess = useSeoSaved(() => navigate(seoPath(listOf(type))));
  return (
    <SeoPage title="SEO">
      <CreateBase
        resource="seo-entries"
        record={{ type, index_status: 'pendiente', h2: [], h3: [] }}
        redirect={false}
        mutationOptions={{ onSuccess, onError }}
      >
        <Card>
          <CardContent>
            <SimpleForm toolbar={<SeoFormToolbar back={seoPath(listOf(type))} />}>
              <WarnUnsavedChanges />
              <SeoEntryInputs />
            </SimpleForm>
          </CardContent>
        </Card>
      </CreateBase>
    </SeoPage>
  );
}
