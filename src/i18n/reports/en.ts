import type { es } from './es';

export const en: typeof es = {
  ep: {
    reports: {
      menu: 'Reports',
      title: 'Reports',
      group: 'Group by',
      groups: { month: 'Month', day: 'Day' },
      rangeTooLong: 'Too many days for this grouping: at most three years by month or three months by day',
      loadError: 'The reports could not be loaded. Try again.',
      csv: 'CSV',
      chartLoading: 'Loading chart…',
      revenueByPeriod: 'Received by period (date received)',
      revenueByTour: 'Received by tour',
      revenueByChannel: 'Received by channel',
      activity: 'Bookings by period (trip date)',
      owed: 'Still owed',
      overdue: 'Overdue (trip done)',
      upcoming: 'Upcoming',
      bookingsCount: '%{smart_count} booking |||| %{smart_count} bookings',
      noTour: '(no tour)',
      columns: {
        period: 'Period',
        tour: 'Tour',
        channel: 'Channel',
        received: 'Received',
        refunded: 'Refunded',
        net: 'Net',
        bookings: 'Bookings',
        people: 'People',
        cancelled: 'Cancelled',
        no_shows: 'No-shows',
        no_show_rate: 'No-show rate',
      },
    },
  },
};
