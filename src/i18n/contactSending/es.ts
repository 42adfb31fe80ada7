/** Words of a reply on its way to the guest (issue 38). */
export const es = {
  ep: {
    contactSending: {
      deleteWhileSending: 'Se está enviando una respuesta a este mensaje: espera a que termine para eliminarlo.',
      sending: 'Enviando…',
    },
  },
};
