import { ArrayInput, SelectInput, SimpleFormIterator, TextInput, useTranslate } from 'react-admin';
import { Box } from '@mui/material';
import { footerSchema, TRUST_ICONS } from '../../../domain/footer';
import { BoundedTextInput } from '../../components/BoundedTextInput';
import { FooterSection } from './FooterSection';
import { schemaValidator } from '../../components/schemaValidator';
import { lazy } from '../../../domain/lazy';

const shape = lazy(() => footerSchema.shape);
const row = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, width: '100%' } as const;
const iconChoices = TRUST_ICONS.map((icon) => ({ id: icon, name: icon }));

/** A text field of the footer, limited and checked by its domain schema. */
function FooterText({
  source,
  label,
  type,
  multiline,
}: {
  source: keyof typeof shape;
  label: string;
  type?: 'url' | 'email' | 'tel';
  multiline?: boolean;
}) {
  return (
    <BoundedTextInput
      source={source}
      label={label}
      schema={shape[source]}
      type={type}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      fullWidth
    />
  );
}

/** A list of text + URL pairs (quick links, bottom links). */
function LinkList({ source, label }: { source: 'quick_links' | 'bottom_links'; label: string }) {
  const item = shape[source].unwrap().element.shape;
  return (
    <ArrayInput source={source} label={label} fullWidth>
      <SimpleFormIterator inline disableClear>
        <TextInput
          source="text"
          label="ep.site.footer.linkText"
          validate={schemaValidator(item.text)}
          helperText={false}
        />
        <TextInput
          source="url"
          label="ep.site.footer.linkUrl"
          type="url"
          validate={schemaValidator(item.url)}
          helperText={false}
        />
      </SimpleFormIterator>
    </ArrayInput>
  );
}

/** A list of place names (ports, airports, hotels). */
function PlaceList({ source, label }: { source: 'cruise_ports' | 'airports' | 'hotels_resorts'; label: string }) {
  return (
    <ArrayInput source={source} label={label} fullWidth>
      <SimpleFormIterator inline disableClear>
        <TextInput
          source=""
          label="ep.site.footer.place"
          validate={schemaValidator(shape[source].unwrap().element)}
          helperText={false}
        />
      </SimpleFormIterator>
    </ArrayInput>
  );
}

/** FOOT-01, FOOT-03, FOOT-04: every field of the footer, in the spec's sections. */
export function FooterFields() {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%' }}>
      <FooterSection title={translate('ep.site.footer.companyInformation')}>
        <Box sx={row}>
          <FooterText source="company_name" label="ep.site.footer.companyName" />
          <FooterText source="tagline" label="ep.site.footer.tagline" />
        </Box>
        <FooterText source="description" label="ep.site.footer.description" multiline />
      </FooterSection>
      <FooterSection title={translate('ep.site.footer.contact')}>
        <FooterText source="address" label="ep.site.footer.address" />
        <Box sx={row}>
          <FooterText source="phone" label="ep.site.footer.phone" type="tel" />
          <FooterText source="phone2" label="ep.site.footer.phone2" type="tel" />
          <FooterText source="email" label="ep.site.footer.email" type="email" />
          <FooterText source="email2" label="ep.site.footer.email2" type="email" />
        </Box>
        <FooterText source="hours_service" label="ep.site.footer.hoursService" />
      </FooterSection>
      <FooterSection title={translate('ep.site.footer.socialLinks')}>
        <FooterText source="facebook_url" label="ep.site.footer.facebook" type="url" />
        <FooterText source="instagram_url" label="ep.site.footer.instagram" type="url" />
        <FooterText source="whatsapp_url" label="ep.site.footer.whatsapp" type="url" />
      </FooterSection>
      <FooterSection title={translate('ep.site.footer.quickLinks')}>
        <LinkList source="quick_links" label="ep.site.footer.quickLinks" />
      </FooterSection>
      <FooterSection title={translate('ep.site.footer.pickupLocations')}>
        <PlaceList source="cruise_ports" label="ep.site.footer.cruisePorts" />
        <PlaceList source="airports" label="ep.site.footer.airports" />
        <PlaceList source="hotels_resorts" label="ep.site.footer.hotels" />
      </FooterSection>
      <FooterSection title={translate('ep.site.footer.trustIndicators')}>
        <ArrayInput source="trust_indicators" label="ep.site.footer.trustIndicators" fullWidth>
          <SimpleFormIterator inline disableClear>
            <TextInput
              source="text"
              label="ep.site.footer.indicatorText"
              validate={schemaValidator(shape.trust_indicators.unwrap().element.shape.text)}
              helperText={false}
            />
            <SelectInput
              source="icon"
              label="ep.site.footer.icon"
              choices={iconChoices}
              translateChoice={false}
              defaultValue="shield"
              helperText={false}
            />
          </SimpleFormIterator>
        </ArrayInput>
      </FooterSection>
      <FooterSection title={translate('ep.site.footer.copyright')}>
        <FooterText source="copyright_text" label="ep.site.footer.copyrightText" />
        <LinkList source="bottom_links" label="ep.site.footer.bottomLinks" />
      </FooterSection>
    </Box>
  );
}
