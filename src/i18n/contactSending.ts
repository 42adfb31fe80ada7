/** Words of a reply on its way to the guest (issue 38). */
export const es = {
  ep: {
    contactSending: {
      deleteWhileSending: 'Se está enviando una respuesta a este mensaje: espera a que termine para eliminarlo.',
      sending: 'Enviando…',
    },
  },
};

export const en = {
  ep: {
    contactSending: {
      deleteWhileSending: 'A reply to this message is being sent: wait until it finishes to delete it.',
      sending: 'Sending…',
    },
  },
};
