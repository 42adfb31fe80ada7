/** Words of the bound on places one visitor address holds unconfirmed (issue 38). */
export const es = {
  ep: {
    visitorHold: {
      tooMany:
        'Ya tienes reservas sin confirmar para ese día; confirmaremos las que tienes antes de aceptar más. Para un grupo grande, escríbenos o llámanos.',
    },
  },
};

export const en = {
  ep: {
    visitorHold: {
      tooMany:
        'You already have unconfirmed bookings for that day; we will confirm them before taking more. For a large group, write or call us.',
    },
  },
};

export const fr = {
  ep: {
    visitorHold: {
      tooMany:
        'Vous avez déjà des réservations non confirmées pour ce jour ; nous les confirmerons avant d’en accepter d’autres. Pour un grand groupe, écrivez-nous ou appelez-nous.',
    },
  },
};
