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
        'Cada lugar, minutos antes de la salida (75 = 07:45 para la salida de las 09:00); sirve para todas ' +
        'las salidas.',
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
