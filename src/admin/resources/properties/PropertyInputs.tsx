import { CheckboxGroupInput, NumberInput, SelectInput, TextInput, maxLength, minValue, required, useTranslate } from 'react-admin';
import { LISTING_STATUSES, statusLabel } from '../../../domain/listings';
import { PROPERTY_FEATURES, propertySchema } from '../../../domain/properties';
import { BoundedTextInput } from '../../components/BoundedTextInput';
import { GalleryInput } from '../../components/gallery/GalleryInput';
import { ListingSection as Section } from '../../screens/salesRentals/ListingSection';

const { shape } = propertySchema;
const statusChoices = LISTING_STATUSES.map((status) => ({ id: status, name: statusLabel('properties', 'sale', status) }));
const featureChoices = PROPERTY_FEATURES.map((feature) => ({ id: feature, name: feature }));

/** PROP-03..12: every field of a property, shared by add and edit. */
export function PropertyInputs() {
  const translate = useTranslate();
  return (
    <>
      <Section>{translate('ep.properties.basicInformation')}</Section>
      <BoundedTextInput source="title" label="ep.properties.title" schema={shape.title} fullWidth />
      <NumberInput source="price" label="ep.properties.priceUsd" validate={[required('Price is required'), minValue(0)]} />
      <BoundedTextInput source="location" label="ep.properties.location" schema={shape.location} fullWidth />
      <NumberInput source="bedrooms" label="ep.properties.bedrooms" defaultValue={1} validate={minValue(1)} />
      <NumberInput source="bathrooms" label="ep.properties.bathrooms" defaultValue={1} validate={minValue(1)} />
      <NumberInput source="area" label="ep.properties.areaM2" defaultValue={0} validate={minValue(0)} />
      <SelectInput source="status" label="ep.properties.status" choices={statusChoices} defaultValue="pending" validate={required()} />
      <Section>{translate('ep.properties.description')}</Section>
      <BoundedTextInput source="description" label="ep.properties.description" schema={shape.description} multiline minRows={4} fullWidth />
      <Section>{translate('ep.properties.images')}</Section>
      <GalleryInput />
      <Section>{translate('ep.properties.features')}</Section>
      <CheckboxGroupInput source="features" label="ep.properties.features" choices={featureChoices} translateChoice={false} defaultValue={[]} />
      <Section>{translate('ep.properties.ownerInformation')}</Section>
      <BoundedTextInput source="owner_name" defaultValue="" label="ep.properties.ownerName" schema={shape.owner_name} fullWidth />
      <BoundedTextInput source="owner_phone" defaultValue="" label="ep.properties.ownerPhone" schema={shape.owner_phone} type="tel" />
      <TextInput source="owner_email" defaultValue="" label="ep.properties.ownerEmail" type="email" validate={maxLength(254)} slotProps={{ htmlInput: { maxLength: 254 } }} />
      <BoundedTextInput source="owner_whatsapp" defaultValue="" label="ep.properties.ownerWhatsapp" schema={shape.owner_whatsapp} type="tel" />
    </>
  );
}
