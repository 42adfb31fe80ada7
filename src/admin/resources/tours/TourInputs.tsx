import { BooleanInput, NumberInput, SelectInput, TabbedForm, TextInput, useNotify } from 'react-admin';
import { TOUR_ICONS, TOUR_RATINGS, tourSchema } from '../../../domain/tours';
import { BoundedTextInput } from '../../components/BoundedTextInput';
import { rulesOf } from '../../components/schemaValidator';
import { ImageUploadInput } from '../../components/ImageUploadInput';
import { PricingQuote } from './PricingQuote';
import { StringListInput } from './StringListInput';
import { TourSlugInput } from './TourSlugInput';
import { TourDepartureInputs } from './TourDepartureInputs';
import { lazy } from '../../../domain/lazy';

const shape = lazy(() => tourSchema.shape);
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
        label="ep.tours.backgroundImage"
        allowUrl
        onUploadError={(message) => notify(message, { type: 'error' })}
      />
      <SelectInput
        source="icon"
        label="ep.tours.icon"
        choices={iconChoices}
        defaultValue="Star"
        translateChoice={false}
        validate={rules.icon}
      />
    </>
  );
}

/**
 * TOUR-06, TOUR-10..22: the seven tabs with every field of the spec, its default and its rule. An array, not
 * a component: TabbedForm gives each of its direct children the tab it is. Made when the form renders, as the
 * tour schema its inputs read is built then (domain/lazy.ts).
 */
export const tourTabs = () => [
  <TabbedForm.Tab key="Basic Info" label="ep.tours.basicInfo">
    <BoundedTextInput source="nombre" label="ep.tours.tourName" schema={shape.nombre} fullWidth />
    <TourSlugInput />
    <BoundedTextInput source="duracion" label="ep.tours.duration" schema={shape.duracion} />
    <BoundedTextInput source="capacidad" label="ep.tours.capacity" schema={shape.capacidad} />
    <NumberInput
      source="capacity_per_day"
      label="ep.tours.capacityPerDay"
      helperText="ep.departures.capacityPerDeparture"
      validate={rules.capacity_per_day}
    />
    {/* TOUR-06 fixes the tabs: the departures and pickup places sit with the capacity they divide. */}
    <TourDepartureInputs />
    <BoundedTextInput
      source="short_description"
      label="ep.tours.shortDescription"
      schema={shape.short_description}
      multiline
      fullWidth
    />
  </TabbedForm.Tab>,
  <TabbedForm.Tab key="Content" label="ep.tours.content">
    <BoundedTextInput
      source="descripcion"
      label="ep.tours.fullDescription"
      schema={shape.descripcion}
      multiline
      minRows={4}
      fullWidth
    />
    <StringListInput source="highlights" label="ep.tours.highlights" />
  </TabbedForm.Tab>,
  <TabbedForm.Tab key="Pricing" label="ep.tours.pricing">
    <NumberInput source="precio" label="ep.tours.basePrice" validate={rules.precio} min={0} step={0.01} />
    <NumberInput
      source="extra_price_per_person"
      label="ep.tours.extraPricePerPerson"
      defaultValue={15}
      validate={rules.extra_price_per_person}
      min={0}
      step={0.01}
    />
    <NumberInput
      source="child_price"
      label="ep.tours.childPrice"
      helperText="ep.money.childPriceHelp"
      validate={rules.child_price}
    />
    <BoundedTextInput
      source="pricing_message"
      label="ep.tours.pricingMessage"
      schema={shape.pricing_message}
      multiline
      fullWidth
    />
    <PricingQuote />
  </TabbedForm.Tab>,
  <TabbedForm.Tab key="Media" label="ep.tours.media">
    <MediaInputs />
  </TabbedForm.Tab>,
  <TabbedForm.Tab key="Services" label="ep.tours.services">
    <StringListInput source="included_services" label="ep.tours.includedServices" />
    <StringListInput source="excluded_services" label="ep.tours.excludedServices" />
    <StringListInput source="requirements" label="ep.tours.requirements" />
    <StringListInput source="what_to_bring" label="ep.tours.whatToBring" />
    <StringListInput source="pickup_locations" label="ep.tours.pickupLocations" />
  </TabbedForm.Tab>,
  <TabbedForm.Tab key="SEO" label="SEO">
    <BoundedTextInput source="meta_title" label="ep.tours.metaTitle" schema={shape.meta_title} fullWidth />
    <BoundedTextInput
      source="meta_description"
      label="ep.tours.metaDescription"
      schema={shape.meta_description}
      multiline
      fullWidth
    />
  </TabbedForm.Tab>,
  <TabbedForm.Tab key="Settings" label="ep.tours.settings">
    <SelectInput
      source="rating"
      label="ep.tours.rating"
      choices={ratingChoices}
      defaultValue={5}
      translateChoice={false}
      validate={rules.rating}
    />
    <BooleanInput source="featured" label="ep.tours.featured" defaultValue={false} />
    <BooleanInput source="active" label="ep.tours.active" defaultValue />
    <NumberInput source="order" label="ep.tours.order" defaultValue={0} validate={rules.order} min={0} step={1} />
    <BoundedTextInput
      source="cancellation_policy"
      label="ep.tours.cancellationPolicy"
      schema={shape.cancellation_policy}
      multiline
      fullWidth
    />
    <NumberInput
      source="free_cancel_hours"
      label="ep.cancel.freeHours"
      helperText="ep.cancel.freeHoursHelp"
      defaultValue={24}
      validate={rules.free_cancel_hours}
      min={0}
      step={1}
    />
    <TextInput
      source="same_day_cutoff"
      label="ep.guest.staff.sameDayCutoff"
      type="time"
      parse={(value: string | null) => value ?? ''}
      validate={rules.same_day_cutoff}
      slotProps={{ inputLabel: { shrink: true } }}
    />
    <TextInput
      source="next_day_cutoff"
      label="ep.guest.staff.nextDayCutoff"
      type="time"
      parse={(value: string | null) => value ?? ''}
      validate={rules.next_day_cutoff}
      slotProps={{ inputLabel: { shrink: true } }}
    />
    <NumberInput
      source="late_cancel_refund_percent"
      label="ep.cancel.latePercent"
      helperText="ep.cancel.latePercentHelp"
      defaultValue={0}
      validate={rules.late_cancel_refund_percent}
      min={0}
      max={100}
      step={1}
    />
    <BoundedTextInput
      source="terms_conditions"
      label="ep.tours.termsAndConditions"
      schema={shape.terms_conditions}
      multiline
      fullWidth
    />
  </TabbedForm.Tab>,
];
