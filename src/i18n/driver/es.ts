/**
 * Issue 42: the driver's phone screen of his runs. Read by that screen alone (screens/driver/driverWords.ts), which
 * loads without react-admin: not in FEATURE_WORDS, so the back office's catalogs do not carry them.
 */
export const es = {
  ep: {
    driver: {
      title: 'Mis recogidas',
      today: 'Hoy',
      tomorrow: 'Mañana',
      nothing: 'No tiene recogidas este día.',
      loading: 'Cargando sus recogidas…',
      offline: 'Sin conexión: lo que marque se enviará al volver la señal.',
      savedAt: 'Datos guardados en el teléfono (%{time})',
      pending: '%{smart_count} cambio por enviar |||| %{smart_count} cambios por enviar',
      sending: 'Enviando…',
      guests: '%{smart_count} persona |||| %{smart_count} personas',
      balance: 'Cobrar: %{amount}',
      paid: 'Pagado',
      ship: 'Barco %{ship}, todos a bordo %{time}',
      call: 'Llamar',
      whatsapp: 'WhatsApp',
      present: 'Presente',
      noShow: 'No vino',
      collect: 'Cobrar %{amount}',
      collectTitle: 'Cobrar a %{name}',
      amount: 'Monto (USD)',
      method: 'Forma de pago',
      confirm: 'Registrar cobro',
      cancel: 'Cancelar',
      queued: 'Guardado en el teléfono',
      stale: 'No se aplicó: la reserva de %{name} cambió en la oficina. Revise y vuelva a marcar.',
      refused: 'No se aplicó en la reserva de %{name}: %{error}',
      dismiss: 'Entendido',
      logout: 'Salir',
      departs: 'Sale %{time}',
      checkin: { pendiente: 'Pendiente', presente: 'Presente', no_show: 'No vino' },
      methods: { cash: 'Efectivo', card: 'Tarjeta', transfer: 'Transferencia', paypal: 'PayPal', other: 'Otro' },
    },
  },
};
