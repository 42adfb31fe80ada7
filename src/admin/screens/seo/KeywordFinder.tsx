import { useState } from 'react';
import { Alert, Button, Checkbox, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useNotify, usePermissions, Translate, useTranslate } from 'react-admin';
import { mergeKeywords, SAMPLE_KEYWORDS } from '../../../domain/seo/keywords';
import { useSingleton } from '../../components/useSingleton';
import { useSaveFailure } from '../../providers/useSaveFailure';
import type { SeoGeneral } from './SeoGeneralForm';
import { SeoPage } from '../../resources/seo-entries/SeoPage';
import { ScrollCueTable } from '../../components/ScrollCueTable';

export const SELECT_ONE = 'Selecciona al menos una palabra clave.';

/** SEO-30..36: the owner picks sample keywords and adds them to the site's meta keywords, without duplicates. */
export function KeywordFinder() {
  const translate = useTranslate();
  const { permissions } = usePermissions();
  if (permissions !== 'owner') {
    return (
      <SeoPage title={translate('ep.seo.keywords')} back={false}>
        <Alert severity="warning">
          <Translate i18nKey="ep.seo.ownerOnly" />
        </Alert>
      </SeoPage>
    );
  }
  return <OwnerKeywordFinder />;
}

function OwnerKeywordFinder() {
  const translate = useTranslate();
  const [selected, setSelected] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  const { data, save, isSaving } = useSingleton<SeoGeneral>('seo-general');
  const notify = useNotify();
  const failed = useSaveFailure({ otherwise: 'ep.seo.generalSaveError' });
  const toggle = (keyword: string) =>
    setSelected((current) =>
      current.includes(keyword) ? current.filter((item) => item !== keyword) : [...current, keyword],
    );
  const add = async () => {
    if (selected.length === 0) return setError(SELECT_ONE);
    setError(undefined);
    if (!data) return;
    try {
      await save({ ...data, meta_keywords: mergeKeywords(data.meta_keywords, selected) });
      setSelected([]);
      notify('ep.seo.generalSaved', { type: 'success' });
    } catch (failure) {
      failed(failure);
    }
  };
  return (
    <SeoPage title={translate('ep.seo.keywords')}>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <ScrollCueTable>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              <TableCell>{translate('ep.seo.keyword')}</TableCell>
              <TableCell align="right">{translate('ep.seo.volume')}</TableCell>
              <TableCell>{translate('ep.seo.difficulty')}</TableCell>
              <TableCell>{translate('ep.seo.trend')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {SAMPLE_KEYWORDS.map((row) => (
              <TableRow key={row.keyword} hover onClick={() => toggle(row.keyword)} sx={{ cursor: 'pointer' }}>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selected.includes(row.keyword)}
                    slotProps={{ input: { 'aria-label': row.keyword } }}
                  />
                </TableCell>
                <TableCell>{row.keyword}</TableCell>
                <TableCell align="right">{row.volume}</TableCell>
                <TableCell>{row.difficulty}</TableCell>
                <TableCell>{row.trend}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollCueTable>
      <Button variant="contained" sx={{ mt: 2 }} onClick={add} disabled={isSaving}>
        {translate('ep.seo.addSelected', { count: selected.length })}
      </Button>
    </SeoPage>
  );
}
