import { useState } from 'react';
import { Box, Card, CardContent, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { FAQ_LANGUAGES } from '../../../domain/faqLanguages';
import { PublicContent, PublicLayout } from './PublicLayout';
import { usePublicData } from './usePublicData';
import { lightWords } from '../../i18n/lightWords';

type PublicFaq = { id: number; question: string; answer: string; language: (typeof FAQ_LANGUAGES)[number] };

const visitorLanguage = () => (navigator.language.toLowerCase().startsWith('es') ? 'es' : 'en');

/** PUB-02: the published FAQs for visitors, in their language (Spanish or English, switchable). */
export default function PublicFaqPage() {
  const result = usePublicData<PublicFaq[]>('/api/faqs');
  const [language, setLanguage] = useState<PublicFaq['language']>(visitorLanguage);
  return (
    <PublicLayout title={language === 'es' ? 'Preguntas frecuentes' : 'Frequently Asked Questions'}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={language}
        onChange={(_, chosen) => chosen && setLanguage(chosen)}
        aria-label={lightWords('ep.public.language')}
        sx={{ mb: 2 }}
      >
        {FAQ_LANGUAGES.map((code) => (
          <ToggleButton key={code} value={code}>
            {lightWords(`ep.public.faqLanguages.${code}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <PublicContent result={result} failure="ep.public.faqLoadError">
        {(faqs) => {
          const shown = faqs.filter((faq) => faq.language === language);
          if (shown.length === 0) return <Typography>{lightWords('ep.public.faqEmpty')}</Typography>;
          return (
            <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2 }}>
              {shown.map((faq) => (
                <Card key={faq.id} variant="outlined">
                  <CardContent>
                    <Typography component="dt" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {faq.question}
                    </Typography>
                    <Typography component="dd" sx={{ m: 0, mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                      {faq.answer}
                    </Typography>
                  </CardContent>
                </Card>
              ))}
            </Box>
          );
        }}
      </PublicContent>
    </PublicLayout>
  );
}
