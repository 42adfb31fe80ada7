/**
 * The day's run completed (issues 39 and 42): departures at set times, pickup places, rides without a tour,
 * the manifest's new warnings, the driver's own run and the calendar's places left.
 */
export const es = {
  ep: {
    departures: {
      timeFormat: 'Use HH:MM (por ejemplo 09:00)',
      timeTwice: 'Este horario ya está en la lista',
      placeRequired: 'Escriba el lugar',
      minutesRequired: 'Escriba los minutos antes de la salida',
      minutesRange: 'Entre 0 y 360 minutos',
      placeTwice: 'Este lugar ya está en la lista',
      choose: 'Elija la salida',
      notATime: 'El tour no sale a esta hora',
      times: 'Horarios de salida',
      timesHelp: 'Vacío: una salida al día sin hora fija. El cupo cuenta por salida.',
      time: 'Hora de salida',
      places: 'Lugares de recogida',
      placesHelp:
        'Cada lugar, minutos antes de la salida (75 = 07:45 para la salida de las 09:00); sirve para todas las salidas.',
      place: 'Lugar',
      minutesBefore: 'Minutos antes de la salida',
      timesAt: 'Recogida: %{times}',
      noTimes: 'Sin horarios de salida, los lugares no dan hora de recogida',
      departure: 'Salida',
      pickupPlace: 'Lugar de recogida',
      capacityPerDeparture: 'Personas por salida (el día entero si el tour no tiene horarios). Vacío: sin límite.',
      useAt: 'Usar %{place} %{time}',
      noTour: 'Sin tour (traslado o taxi)',
    },
    run: {
      manifest: {
        over: '%{over} por encima del cupo',
        unconfirmedChip: 'Nueva · sin confirmar',
        sendToNamed: 'Enviar a %{driver}',
        bags: 'Maletas',
        arrival: 'Llegada',
        route: 'Ruta',
        departureTime: 'Salida',
        state: 'Estado',
        warnings: {
          vehicleOverlap: '%{vehicle} está en otra salida a la vez: %{other}',
          overCapacity: '%{over} por encima del cupo (%{capacity} plazas)',
          unconfirmed:
            '%{smart_count} reserva sin confirmar (nueva) |||| %{smart_count} reservas sin confirmar (nuevas)',
        },
        driverWords: {
          people: 'pax',
          flight: 'Vuelo',
          bags: 'maletas',
          collect: 'Cobrar %{amount}',
          allAboard: '%{ship}: a bordo %{hour}',
        },
      },
      calendar: {
        left: '%{left} libres',
        over: '%{over} por encima',
        dayLeft: 'Quedan %{left} plazas',
      },
    },
  },
};

export const en = {
  ep: {
    departures: {
      timeFormat: 'Use HH:MM (for example 09:00)',
      timeTwice: 'This time is already listed',
      placeRequired: 'Type the place',
      minutesRequired: 'Type the minutes before the departure',
      minutesRange: 'Between 0 and 360 minutes',
      placeTwice: 'This place is already listed',
      choose: 'Choose the departure',
      notATime: 'The tour does not leave at this time',
      times: 'Departure times',
      timesHelp: 'Empty: one departure a day at no set time. Capacity counts per departure.',
      time: 'Departure time',
      places: 'Pickup places',
      placesHelp:
        'Each place, minutes before the departure (75 = 07:45 for the 09:00 departure); serves every departure.',
      place: 'Place',
      minutesBefore: 'Minutes before departure',
      timesAt: 'Pickup: %{times}',
      noTimes: 'No departure times, so the places give no pickup time',
      departure: 'Departure',
      pickupPlace: 'Pickup place',
      capacityPerDeparture: "People per departure (the whole day's if the tour has no set times). Empty: no limit.",
      useAt: 'Use %{place} %{time}',
      noTour: 'No tour (transfer or taxi)',
    },
    run: {
      manifest: {
        over: '%{over} over capacity',
        unconfirmedChip: 'New · unconfirmed',
        sendToNamed: 'Send to %{driver}',
        bags: 'Bags',
        arrival: 'Arrival',
        route: 'Route',
        departureTime: 'Departure',
        state: 'State',
        warnings: {
          vehicleOverlap: '%{vehicle} is on another run at the same time: %{other}',
          overCapacity: '%{over} over capacity (%{capacity} places)',
          unconfirmed: '%{smart_count} unconfirmed booking (new) |||| %{smart_count} unconfirmed bookings (new)',
        },
        driverWords: {
          people: 'pax',
          flight: 'Flight',
          bags: 'bags',
          collect: 'Collect %{amount}',
          allAboard: '%{ship}: all aboard %{hour}',
        },
      },
      calendar: {
        left: '%{left} left',
        over: '%{over} over',
        dayLeft: '%{left} places left',
      },
    },
  },
};

/** The public booking form's departure and pickup place. */
export const fr = {
  ep: {
    departures: {
      choose: 'Choisissez le départ',
      notATime: "L'excursion ne part pas à cette heure",
      departure: 'Départ',
      pickupPlace: 'Lieu de prise en charge',
    },
  },
};
