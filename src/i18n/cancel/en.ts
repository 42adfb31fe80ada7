import type { es } from './es';

export const en: typeof es = {
  ep: {
    cancel: {
      freeHours: 'Free cancellation (hours before)',
      freeHoursHelp: 'Up to this many hours before pickup everything paid is given back',
      latePercent: 'Refund when cancelled later (%)',
      latePercentHelp: 'Share of what was paid given back after the free cancellation (0: nothing)',
      percentMax: 'At most 100',
      loading: 'Working out the refund…',
      paid: 'Paid: %{amount}',
      policyFree: 'Tour policy: free up to %{hours} h before; later %{percent} % is given back.',
      inWindow: '%{hours} h to pickup: within the free cancellation, everything is given back.',
      lateWindow: '%{hours} h to pickup: past the free cancellation, %{percent} % is given back.',
      started: 'Pickup has passed: %{percent} % is given back.',
      refundDue: 'Refund by the policy: %{amount}',
      method: 'Give back by',
      cancelAndRefund: 'Cancel and refund %{amount}',
      cancelOnly: 'Cancel without refund',
      keep: 'Keep booking',
      cancelled: 'Booking cancelled',
      cancelledRefunded: 'Booking cancelled and %{amount} refunded',
      alreadyCancelled: 'This booking was already cancelled',
      refundReference: 'Cancellation: tour policy (%{percent} %)',
      goodwill: 'A goodwill discount is not a refund: change the booking’s price with its reason (Edit).',
    },
  },
};
