import type { es } from './es';

export const en: typeof es = {
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
