import type { ComponentType } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { LISTING_KINDS, isListingKind, type ListingKind, type ListingResource } from '../../../domain/listings';
import { ListingList } from './ListingList';
import { SalesRentalsHub } from './SalesRentalsHub';
import { PropertyCreate } from './properties/PropertyCreate';
import { PropertyEdit } from './properties/PropertyEdit';
import { PropertyView } from './properties/PropertyView';
import { VehicleCreate } from './vehicles/VehicleCreate';
import { VehicleEdit } from './vehicles/VehicleEdit';
import { VehicleView } from './vehicles/VehicleView';

type KindScreen = ComponentType<{ kind: ListingKind }>;

const SCREENS: Record<ListingResource, { add: KindScreen; edit: KindScreen; view: KindScreen }> = {
  properties: { add: PropertyCreate, edit: PropertyEdit, view: PropertyView },
  vehicles: { add: VehicleCreate, edit: VehicleEdit, view: VehicleView },
};

/** One list of the hub and its add, edit/{id} and view/{id} (SR-08); an unknown list name goes to the hub. */
function KindRoutes() {
  const { kind } = useParams();
  if (!isListingKind(kind)) return <Navigate to=".." replace />;
  const { add: Add, edit: Edit, view: View } = SCREENS[LISTING_KINDS[kind].resource];
  return (
    <Routes>
      <Route index element={<ListingList key={kind} kind={kind} />} />
      <Route path="add" element={<Add key={kind} kind={kind} />} />
      <Route path="edit/:id" element={<Edit kind={kind} />} />
      <Route path="view/:id" element={<View kind={kind} />} />
      <Route path="*" element={<Navigate to="." replace />} />
    </Routes>
  );
}

/** SR-01, SR-08: the hub and its four lists: the properties and vehicles resources with a fixed type. */
export function SalesRentalsScreen() {
  return (
    <Routes>
      <Route index element={<SalesRentalsHub />} />
      <Route path=":kind/*" element={<KindRoutes />} />
    </Routes>
  );
}

