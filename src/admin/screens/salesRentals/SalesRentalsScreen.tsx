import type { ComponentType } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { LISTING_KINDS, isListingKind, type ListingKind, type ListingResource } from '../../../domain/listings';
import properties from '../../resources/properties';
import vehicles from '../../resources/vehicles';
import { ListingList } from './ListingList';
import { SalesRentalsHub } from './SalesRentalsHub';

type KindScreen = ComponentType<{ kind: ListingKind }>;

/** Each listing resource's screens, from its own folder. */
const SCREENS: Record<ListingResource, { create: KindScreen; edit: KindScreen; show: KindScreen }> = {
  properties,
  vehicles,
};

/** One list of the hub and its add, edit/{id} and view/{id} (SR-08); an unknown list name goes to the hub. */
function KindRoutes() {
  const { kind } = useParams();
  if (!isListingKind(kind)) return <Navigate to=".." replace />;
  const { create: Add, edit: Edit, show: View } = SCREENS[LISTING_KINDS[kind].resource];
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
