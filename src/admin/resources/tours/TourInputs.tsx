import { BooleanInput, NumberInput, SelectInput, TabbedForm, useNotify } from 'react-admin';
import { TOUR_ICONS, TOUR_RATINGS, tourSchema } from '../../../domain/tours';
import { BoundedTextInput } from '../../components/BoundedTextInput';
import { rulesOf } from '../../components/schemaValidator';
import { ImageUploadInput } from '../../components/ImageUploadInput';
import { PricingQuote } from './PricingQuote';
import { StringListInput } from './StringListInput';
import { TourSlugInput } from './TourSlugInput';

const shape = tourSchema.shape;
const rules = rulesOf(tourSchema);
const iconChoices = TOUR_ICONS.map((icon) => ({ id: icon, name: icon }));
const ratingChoices = TOUR_RATINGS.map((rating) => ({ id: rating, name: String(rating) }));

/** TOUR-24, TOUR-25: the image by URL or upload; a refused upload says 'Error uploading image'. */
function MediaInputs() {
  const notify = useNotify();
  return (
    <>
      <ImageUploadInput
        source="background_image"
        label="Background Image"
        allowUrl
        onUploadError={(message) => notify(message, { type: 'error' })}
      />
      <SelectInput source="icon" label="Icon" choices={iconChoices} defaultValue="Star" translateChoice={false} validate={rules.icon} />
    </>
  );
}

/**
 * TOUR-06, TOUR-10..22: the seven tabs with every field of the spec, its default and its rule. An array, not
 * a component: TabbedForm gives each of its direct children the tab it is.
 */
export const TOUR_TABS = [
  <TabbedForm.Tab key="Basic Info" label="Basic Info">
    <BoundedTextInput source="nombre" label="Tour Name" schema={shape.nombre} fullWidth />
    <TourSlugInput />
    <BoundedTextInput source="duracion" label="Duration" schema={shape.duracion} />
    <BoundedTextInput source="capacidad" label="Capacity" schema={shape.capacidad} />
    <NumberInput source="capacity_per_day" label="ep.tours.capacityPerDay" helperText="ep.tours.capacityPerDayHelp" validate={rules.capacity_per_day} />
    <BoundedTextInput source="short_description" label="Short Description" schema={shape.short_description} multiline fullWidth />
  </TabbedForm.Tab>,
  <TabbedForm.Tab key="Content" label="Content">
    <BoundedTextInput source="descripcion" label="Full Description" schema={shape.descripcion} multiline minRows={4} fullWidth />
    <StringListInput source="highlights" label="Highlights" />
  </TabbedForm.Tab>,
  <TabbedForm.Tab key="Pricing" label="Pricing">
    <NumberInput source="precio" label="Base Price" validate={rules.precio} min={0} step={0.01} />
    <NumberInput source="extra_price_per_person" label="Extra Price per Person" defaultValue={15} validate={rules.extra_price_per_person} min={0} step={0.01} />
    <NumberInput source="child_price" label="ep.tours.childPrice" helperText="ep.tours.childPriceHelp" validate={rules.child_price} />
    <BoundedTextInput source="pricing_message" label="Pricing Message" schema={shape.pricing_message} multiline fullWidth />
    <PricingQuote />
  </TabbedForm.Tab>,
  <TabbedForm.Tab key="Media" label="Media">
    <MediaInputs />
  </TabbedForm.Tab>,
  <TabbedForm.Tab key="Services" label="Services">
    <StringListInput source="included_services" label="Included Services" />
    <StringListInput source="excluded_services" label="Excluded Services" />
    <StringListInput source="requirements" label="Requirements" />
    <StringListInput source="what_to_bring" label="What to Bring" />
    <StringListInput source="pickup_locations" label="Pickup Locations" />
  </TabbedForm.Tab>,
  <TabbedForm.Tab key="SEO" label="SEO">
    <BoundedTextInput source="meta_title" label="Meta Title" schema={shape.meta_title} fullWidth />
    <BoundedTextInput source="meta_description" label="Meta Description" schema={shape.meta_description} multiline fullWidth />
  </TabbedForm.Tab>,
  <TabbedForm.Tab key="Settings" label="Settings">
    <SelectInput source="rating" label="Rating" choices={ratingChoices} defaultValue={5} translateChoice={false} validate={rules.rating} />
    <BooleanInput source="featured" label="Featured" defaultValue={false} />
    <BooleanInput source="active" label="Active" defaultValue />
    <NumberInput source="order" label="Order" defaultValue={0} validate={rules.order} min={0} step={1} />
    <BoundedTextInput source="cancellation_policy" label="Cancellation Policy" schema={shape.cancellation_policy} multiline fullWidth />
    <BoundedTextInput source="terms_conditions" label="Terms & Conditions" schema={shape.terms_conditions} multiline fullWidth />
  </TabbedForm.Tab>,
];
