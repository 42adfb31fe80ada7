/**
 * The day's run's words (issue 22): the manifest, the calendar, the fleet, the ship calls and the transfer zones,
 * both languages; merged into the app catalog under ep.run. Plain data: the server answers its refusals from the
 * Spanish one.
 */
export const runEs = {
  fleet: {
    name: 'Nombre', plate: 'Placa', seats: 'Asientos', search: 'Buscar vehículos', add: 'Añadir vehículo',
    createTitle: 'Nuevo vehículo', editTitle: 'Editar vehículo', title: 'Flota',
    nameRequired: 'El nombre es obligatorio', plateFormat: 'Solo letras, números, espacios y guiones', seatsMin: 'Mínimo 1 asiento',
  },
  ships: {
    ship: 'Barco', terminal: 'Terminal', date: 'Fecha', arrival: 'Llegada', allAboard: 'Todos a bordo', search: 'Buscar barcos',
    add: 'Añadir escala', createTitle: 'Nueva escala', editTitle: 'Editar escala', title: 'Cruceros',
    importCsv: 'Importar CSV', importing: 'Importando…', imported: '%{count} escalas importadas', importErrors: 'Líneas con errores: %{lines}',
    importSkipped: '%{smart_count} ya estaba en el calendario y no se duplicó: %{calls} |||| %{smart_count} ya estaban en el calendario y no se duplicaron: %{calls}',
    missingColumns: 'Faltan columnas: %{columns}', importFailed: 'No se pudo importar el calendario: no se añadió ninguna escala',
    shipRequired: 'El barco es obligatorio', terminalRequired: 'La terminal es obligatoria',
  },
  zones: {
    name: 'Zona', price: 'Precio', search: 'Buscar zonas', add: 'Añadir zona', createTitle: 'Nueva zona', editTitle: 'Editar zona',
    title: 'Zonas de traslado', nameRequired: 'La zona es obligatoria', priceRequired: 'El precio es obligatorio', nameTaken: 'Ya existe una zona con ese nombre', missing: 'Esa zona no existe',
  },
  booking: {
    kind: 'Tipo de reserva', kinds: { tour: 'Excursión', transfer: 'Traslado o taxi' }, flight_number: 'Vuelo', arrival_time: 'Hora de llegada',
    transfer_from: 'Desde', transfer_to: 'Hasta', luggage: 'Maletas', zone: 'Zona (precio)', ship: 'Barco', zoneQuote: 'Precio de la zona %{zone}: %{amount}',
  },
  calendar: {
    title: 'Calendario', previous: 'Mes anterior', next: 'Mes siguiente',
    people: '%{smart_count} persona |||| %{smart_count} personas', cruise: 'Crucero: %{ships}',
  },
  manifest: {
    title: 'Manifiesto', day: 'Día', today: 'Hoy', tomorrow: 'Mañana', empty: 'No hay salidas este día.',
    people: '%{adults} adultos, %{children} niños', headcount: 'Personas', left: 'Plazas libres', noCapacity: 'Sin límite',
    driver: 'Conductor', vehicle: 'Vehículo', none: 'Sin asignar', sameAsDeparture: 'El de la salida', call: 'Llamar', whatsapp: 'WhatsApp',
    balance: 'Por cobrar', collect: 'Cobrar', notes: 'Notas', pickup: 'Recogida', language: 'Idioma', sendToDriver: 'Enviar al conductor',
    print: 'Imprimir', exportCsv: 'Exportar CSV', ship: 'Barco', transfer: 'Traslado', flight: 'Vuelo', saved: 'Guardado',
    guest: 'Nombre', tour: 'Tour', phone: 'Teléfono', luggage: '%{count} maletas',
    shipsInPort: 'Cruceros en puerto hoy', guests: '%{smart_count} persona reservada |||| %{smart_count} personas reservadas',
    notADriver: 'Ese usuario no es un conductor', noSuchVehicle: 'Ese vehículo no existe',
    checkin: { pendiente: 'Pendiente', presente: 'Presente', no_show: 'No se presentó' },
    checkinOf: 'Asistencia de %{name}',
    warnings: {
      seats: '%{people} personas para %{seats} asientos de %{vehicle}',
      overlap: '%{driver} tiene otra salida a la vez: %{other}',
      allAboard: 'El regreso (%{back}) queda a menos de una hora del todos a bordo de %{ship} (%{allAboard})',
    },
    driverText: 'Recogidas %{tour} %{date}',
  },
};

export const runEn: typeof runEs = {
  fleet: {
    name: 'Name', plate: 'Plate', seats: 'Seats', search: 'Search vehicles', add: 'Add vehicle',
    createTitle: 'New vehicle', editTitle: 'Edit vehicle', title: 'Fleet',
    nameRequired: 'Name is required', plateFormat: 'Letters, digits, spaces and hyphens only', seatsMin: 'At least 1 seat',
  },
  ships: {
    ship: 'Ship', terminal: 'Terminal', date: 'Date', arrival: 'Arrival', allAboard: 'All aboard', search: 'Search ships',
    add: 'Add ship call', createTitle: 'New ship call', editTitle: 'Edit ship call', title: 'Cruise ships',
    importCsv: 'Import CSV', importing: 'Importing…', imported: '%{count} ship calls imported', importErrors: 'Lines with errors: %{lines}',
    importSkipped: '%{smart_count} was already in the calendar and was not added twice: %{calls} |||| %{smart_count} were already in the calendar and were not added twice: %{calls}',
    missingColumns: 'Missing columns: %{columns}', importFailed: 'The schedule could not be imported: no ship call was added',
    shipRequired: 'Ship is required', terminalRequired: 'Terminal is required',
  },
  zones: {
    name: 'Zone', price: 'Price', search: 'Search zones', add: 'Add zone', createTitle: 'New zone', editTitle: 'Edit zone',
    title: 'Transfer zones', nameRequired: 'Zone is required', priceRequired: 'Price is required', nameTaken: 'A zone with that name already exists', missing: 'That zone does not exist',
  },
  booking: {
    kind: 'Booking kind', kinds: { tour: 'Excursion', transfer: 'Transfer or taxi' }, flight_number: 'Flight', arrival_time: 'Arrival time',
    transfer_from: 'From', transfer_to: 'To', luggage: 'Bags', zone: 'Zone (price)', ship: 'Ship', zoneQuote: 'Price of zone %{zone}: %{amount}',
  },
  calendar: {
    title: 'Calendar', previous: 'Previous month', next: 'Next month',
    people: '%{smart_count} person |||| %{smart_count} people', cruise: 'Cruise: %{ships}',
  },
  manifest: {
    title: 'Manifest', day: 'Day', today: 'Today', tomorrow: 'Tomorrow', empty: 'No departures this day.',
    people: '%{adults} adults, %{children} children', headcount: 'People', left: 'Places left', noCapacity: 'No limit',
    driver: 'Driver', vehicle: 'Vehicle', none: 'Unassigned', sameAsDeparture: 'The departure’s', call: 'Call', whatsapp: 'WhatsApp',
    balance: 'Balance due', collect: 'Collect', notes: 'Notes', pickup: 'Pickup', language: 'Language', sendToDriver: 'Send to driver',
    print: 'Print', exportCsv: 'Export CSV', ship: 'Ship', transfer: 'Transfer', flight: 'Flight', saved: 'Saved',
    guest: 'Name', tour: 'Tour', phone: 'Phone', luggage: '%{count} bags',
    shipsInPort: 'Cruise ships in port today', guests: '%{smart_count} guest booked |||| %{smart_count} guests booked',
    notADriver: 'That user is not a driver', noSuchVehicle: 'That vehicle does not exist',
    checkin: { pendiente: 'Pending', presente: 'Present', no_show: 'No show' },
    checkinOf: 'Check-in %{name}',
    warnings: {
      seats: '%{people} people for the %{seats} seats of %{vehicle}',
      overlap: '%{driver} has another run at the same time: %{other}',
      allAboard: 'The return (%{back}) is less than an hour before %{ship} all aboard (%{allAboard})',
    },
    driverText: 'Pickups %{tour} %{date}',
  },
};
