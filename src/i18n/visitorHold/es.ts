/** Words of the bound on places one visitor address holds unconfirmed (issue 38). */
export const es = {
  ep: {
    visitorHold: {
      tooMany:
        'Ya tienes reservas sin confirmar para ese día; confirmaremos las que tienes antes de aceptar más. ' +
        'Para un grupo grande, escríbenos o llámanos.',
    },
  },
};
