import { CreateBase, EditBase, SaveButton, SimpleForm, Toolbar, useNotify, type RaRecord } from 'react-admin';
import { Button, Card, CardContent } from '@mui/material';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { SEO_TYPES } from '../../../domain/seo/seoEntries';
import { hasFieldErrors, CONFLICT_MESSAGE } from '../../components/useSaveFailure';
import { KeepButtonLabels } from '../../components/KeepButtonLabels';
import { serverReason } from '../../components/serverReason';
import { SeoEntryInputs } from './SeoEntryInputs';
import { SeoPage } from './SeoPage';
import { useSeoPath } from './seoPaths';

/** SEO-18, SEO-19: the server's message, else 'Error saving SEO data'; no connection says so. */
function useSeoSaveFailure() {
  const notify = useNotify();
  return (error: unknown) => {
    const { status } = (error ?? {}) as { status?: number };
    if (status === 409) return notify(CONFLICT_MESSAGE, { type: 'error', autoHideDuration: null });
    if (hasFieldErrors(error)) return;
    if (status === 0) return notify('ep.seo.connectionError', { type: 'error' });
    notify(serverReason(error) ?? 'ep.seo.saveError', { type: 'error' });
  };
}

/** Saving an entry says so before going back to its list. */
function useSeoSaved(then: (saved: RaRecord) => void) {
  const notify = useNotify();
  return (saved: RaRecord) => {
    notify('ep.signals.seoSaved', { type: 'success' });
    then(saved);
  };
}

function SeoFormToolbar({ back }: { back: string }) {
  return (
    <Toolbar sx={{ gap: 1 }}>
      <KeepButtonLabels>
        <SaveButton alwaysEnable />
        <Button component={Link} to={back}>
          Cancelar
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
            <SimpleForm warnWhenUnsavedChanges toolbar={<SeoFormToolbar back={seoPath()} />}>
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
            <SimpleForm warnWhenUnsavedChanges toolbar={<SeoFormToolbar back={seoPath(listOf(type))} />}>
              <SeoEntryInputs />
            </SimpleForm>
          </CardContent>
        </Card>
      </CreateBase>
    </SeoPage>
  );
}
