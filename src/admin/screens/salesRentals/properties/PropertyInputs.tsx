import { CheckboxGroupInput, NumberInput, SelectInput, TextInput, maxLength, minValue, required } from 'react-admin';
import { LISTING_STATUSES, statusLabel } from '../../../../domain/listings';
import { PROPERTY_FEATURES, propertySchema } from '../../../../domain/properties';
import { BoundedTextInput } from '../../../components/BoundedTextInput';
import { GalleryInput } from '../../../components/gallery/GalleryInput';
import { ListingSection as Section } from '../ListingSection';

const { shape } = propertySchema;
const statusChoices = LISTING_STATUSES.map((status) => ({ id: status, name: statusLabel('properties', 'sale', status) }));
const featureChoices = PROPERTY_FEATURES.map((feature) => ({ id: feature, name: feature }));

/** PROP-03..12: every field of a property, shared by add and edit. */
export function PropertyInputs() {
  return (
    <>
      <Section>Basic Information</Section>
      <BoundedTextInput source="title" label="Title" schema={shape.title} validate={required('Title is required')} fullWidth />
      <NumberInput source="price" label="Price (USD)" validate={[required('Price is required'), minValue(0)]} />
      <BoundedTextInput source="location" label="Location" schema={shape.location} validate={required('Location is required')} fullWidth />
      <NumberInput source="bedrooms" label="Bedrooms" defaultValue={1} validate={minValue(1)} />
      <NumberInput source="bathrooms" label="Bathrooms" defaultValue={1} validate={minValue(1)} />
      <NumberInput source="area" label="Area (m²)" defaultValue={0} validate={minValue(0)} />
      <SelectInput source="status" label="Status" choices={statusChoices} defaultValue="pending" validate={required()} />
      <Section>Description</Section>
      <BoundedTextInput source="description" label="Description" schema={shape.description} multiline minRows={4} fullWidth />
      <Section>Images</Section>
      <GalleryInput />
      <Section>Features</Section>
      <CheckboxGroupInput source="features" label="Features" choices={featureChoices} translateChoice={false} defaultValue={[]} />
      <Section>Owner Information</Section>
      <BoundedTextInput source="owner_name" defaultValue="" label="Owner Name" schema={shape.owner_name} fullWidth />
      <BoundedTextInput source="owner_phone" defaultValue="" label="Owner Phone" schema={shape.owner_phone} type="tel" />
      <TextInput source="owner_email" defaultValue="" label="Owner Email" type="email" validate={maxLength(254)} slotProps={{ htmlInput: { maxLength: 254 } }} />
      <BoundedTextInput source="owner_whatsapp" defaultValue="" label="Owner WhatsApp" schema={shape.owner_whatsapp} type="tel" />
    </>
  );
}
