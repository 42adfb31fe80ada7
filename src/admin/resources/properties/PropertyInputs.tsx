import { CheckboxGroupInput, NumberInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { LISTING_STATUSES, parseInteger, statusLabel } from '../../../domain/listings';
import { PROPERTY_FEATURES, propertySchema } from '../../../domain/properties';
import { BoundedTextInput } from '../../components/BoundedTextInput';
import { rulesOf } from '../../components/schemaValidator';
import { GalleryInput } from '../../components/gallery/GalleryInput';
import { ListingSection as Section } from '../../components/listings/ListingSection';
import { lazy } from '../../../domain/lazy';

const shape = lazy(() => propertySchema.shape);
// PROP-07: the form sends whole numbers and an emptied count as 0 (propertyPayload); the schema judges what is sent.
const whole = { sends: parseInteger };
const count = { sends: parseInteger, emptyAs: 0 };
const rules = rulesOf(propertySchema, { price: whole, bedrooms: count, bathrooms: count, area: count });
const statusChoices = LISTING_STATUSES.map((status) => ({
  id: status,
  name: statusLabel('properties', 'sale', status),
}));
const featureChoices = PROPERTY_FEATURES.map((feature) => ({ id: feature, name: feature }));

/** PROP-03..12: every field of a property, shared by add and edit. */
export function PropertyInputs() {
  const translate = useTranslate();
  return (
    <>
      <Section>{translate('ep.properties.basicInformation')}</Section>
      <BoundedTextInput source="title" label="ep.properties.title" schema={shape.title} fullWidth />
      <NumberInput source="price" label="ep.properties.priceUsd" validate={rules.price} />
      <BoundedTextInput source="location" label="ep.properties.location" schema={shape.location} fullWidth />
      <NumberInput source="bedrooms" label="ep.properties.bedrooms" defaultValue={1} validate={rules.bedrooms} />
      <NumberInput source="bathrooms" label="ep.properties.bathrooms" defaultValue={1} validate={rules.bathrooms} />
      <NumberInput source="area" label="ep.properties.areaM2" defaultValue={0} validate={rules.area} />
      <SelectInput
        source="status"
        label="ep.properties.status"
        choices={statusChoices}
        defaultValue="pending"
        validate={rules.status}
      />
      <Section>{translate('ep.properties.description')}</Section>
      <BoundedTextInput
        source="description"
        label="ep.properties.description"
        schema={shape.description}
        multiline
        minRows={4}
        fullWidth
      />
      <Section>{translate('ep.properties.images')}</Section>
      <GalleryInput />
      <Section>{translate('ep.properties.features')}</Section>
      <CheckboxGroupInput
        source="features"
        label="ep.properties.features"
        choices={featureChoices}
        translateChoice={false}
        defaultValue={[]}
      />
      <Section>{translate('ep.properties.ownerInformation')}</Section>
      <BoundedTextInput
        source="owner_name"
        defaultValue=""
        label="ep.properties.ownerName"
        schema={shape.owner_name}
        fullWidth
      />
      <BoundedTextInput
        source="owner_phone"
        defaultValue=""
        label="ep.properties.ownerPhone"
        schema={shape.owner_phone}
        type="tel"
      />
      <TextInput
        source="owner_email"
        defaultValue=""
        label="ep.properties.ownerEmail"
        type="email"
        validate={rules.owner_email}
        slotProps={{ htmlInput: { maxLength: 254 } }}
      />
      <BoundedTextInput
        source="owner_whatsapp"
        defaultValue=""
        label="ep.properties.ownerWhatsapp"
        schema={shape.owner_whatsapp}
        type="tel"
      />
    </>
  );
}
