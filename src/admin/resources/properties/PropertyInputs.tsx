import { CheckboxGroupInput, NumberInput, SelectInput, TextInput } from 'react-admin';
import { LISTING_STATUSES, parseInteger, statusLabel } from '../../../domain/listings';
import { PROPERTY_FEATURES, propertySchema } from '../../../domain/properties';
import { BoundedTextInput } from '../../components/BoundedTextInput';
import { rulesOf } from '../../components/schemaValidator';
import { GalleryInput } from '../../components/gallery/GalleryInput';
import { ListingSection as Section } from '../../screens/salesRentals/ListingSection';

const { shape } = propertySchema;
// PROP-07: the form sends whole numbers and an emptied count as 0 (propertyPayload); the schema judges what is sent.
const whole = { sends: parseInteger };
const count = { sends: parseInteger, emptyAs: 0 };
const rules = rulesOf(propertySchema, { price: whole, bedrooms: count, bathrooms: count, area: count });
const statusChoices = LISTING_STATUSES.map((status) => ({ id: status, name: statusLabel('properties', 'sale', status) }));
const featureChoices = PROPERTY_FEATURES.map((feature) => ({ id: feature, name: feature }));

/** PROP-03..12: every field of a property, shared by add and edit. */
export function PropertyInputs() {
  return (
    <>
      <Section>Basic Information</Section>
      <BoundedTextInput source="title" label="Title" schema={shape.title} fullWidth />
      <NumberInput source="price" label="Price (USD)" validate={rules.price} />
      <BoundedTextInput source="location" label="Location" schema={shape.location} fullWidth />
      <NumberInput source="bedrooms" label="Bedrooms" defaultValue={1} validate={rules.bedrooms} />
      <NumberInput source="bathrooms" label="Bathrooms" defaultValue={1} validate={rules.bathrooms} />
      <NumberInput source="area" label="Area (m²)" defaultValue={0} validate={rules.area} />
      <SelectInput source="status" label="Status" choices={statusChoices} defaultValue="pending" validate={rules.status} />
      <Section>Description</Section>
      <BoundedTextInput source="description" label="Description" schema={shape.description} multiline minRows={4} fullWidth />
      <Section>Images</Section>
      <GalleryInput />
      <Section>Features</Section>
      <CheckboxGroupInput source="features" label="Features" choices={featureChoices} translateChoice={false} defaultValue={[]} />
      <Section>Owner Information</Section>
      <BoundedTextInput source="owner_name" defaultValue="" label="Owner Name" schema={shape.owner_name} fullWidth />
      <BoundedTextInput source="owner_phone" defaultValue="" label="Owner Phone" schema={shape.owner_phone} type="tel" />
      <TextInput source="owner_email" defaultValue="" label="Owner Email" type="email" validate={rules.owner_email} slotProps={{ htmlInput: { maxLength: 254 } }} />
      <BoundedTextInput source="owner_whatsapp" defaultValue="" label="Owner WhatsApp" schema={shape.owner_whatsapp} type="tel" />
    </>
  );
}
