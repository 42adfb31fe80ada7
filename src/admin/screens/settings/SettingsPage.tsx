import { useState } from 'react';
import { Box, Stack, Tab, Tabs, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { TEXT_GROUPS, TEXT_LANGUAGES, type TextGroup, type TextLanguage } from '../../../domain/siteTexts';
import { HeaderSettingsForm } from './HeaderSettingsForm';
import { SiteTextsForm } from './SiteTextsForm';
import { UnsavedChangesGuard } from '../../components/UnsavedChangesGuard';

const GROUPS = Object.keys(TEXT_GROUPS) as TextGroup[];
const viewKey = (lang: TextLanguage, group: TextGroup) => `${lang}:${group}`;

/**
 * SET-01..25: the owner's settings: the header settings, then the site's texts by language tab and group
 * tab. A group form is mounted when first opened and kept (hidden) after, so switching tabs loses nothing typed;
 * leaving the screen with changes in any of them asks first.
 */
export function SettingsPage() {
  const translate = useTranslate();
  const [lang, setLang] = useState<TextLanguage>('en');
  const [group, setGroup] = useState<TextGroup>('home');
  const [opened, setOpened] = useState<string[]>([viewKey('en', 'home')]);
  const open = (nextLang: TextLanguage, nextGroup: TextGroup) => {
    setLang(nextLang);
    setGroup(nextGroup);
    setOpened((current) =>
      current.includes(viewKey(nextLang, nextGroup)) ? current : [...current, viewKey(nextLang, nextGroup)],
    );
  };
  return (
    <UnsavedChangesGuard>
      <Box sx={{ mt: 2, maxWidth: 960 }}>
        <Title title="ep.settings.settings" />
        <Stack spacing={2}>
          <HeaderSettingsForm />
          <Typography variant="h6">{translate('ep.settings.texts')}</Typography>
          <Tabs
            value={lang}
            onChange={(_event, value: TextLanguage) => open(value, group)}
            variant="scrollable"
            aria-label={translate('ep.settings.texts')}
          >
            {TEXT_LANGUAGES.map(({ code, label }) => (
              <Tab key={code} value={code} label={label} />
            ))}
          </Tabs>
          <Tabs value={group} onChange={(_event, value: TextGroup) => open(lang, value)} variant="scrollable">
            {GROUPS.map((name) => (
              <Tab key={name} value={name} label={translate(`ep.settings.groups.${name}.title`)} />
            ))}
          </Tabs>
          {opened.map((key) => {
            const [keyLang, keyGroup] = key.split(':') as [TextLanguage, TextGroup];
            return (
              <Box key={key} hidden={key !== viewKey(lang, group)}>
                <SiteTextsForm lang={keyLang} group={keyGroup} />
              </Box>
            );
          })}
        </Stack>
      </Box>
    </UnsavedChangesGuard>
  );
}
