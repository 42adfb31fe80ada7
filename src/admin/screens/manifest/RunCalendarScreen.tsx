import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, ButtonBase, IconButton, Stack, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DirectionsBoatIcon from '@mui/icons-material/DirectionsBoat';
import { Title, useBasename, useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { businessToday } from '../../../domain/dates';
import { monthSchema, monthWeeks, shiftMonth, type CalendarDay, type CalendarTour } from '../../../domain/runCalendar';
import type { EpDataProvider } from '../../providers/dataProvider';
import { LoadingBar } from '../../components/LoadingBar';
import { formatMonth } from '../../i18n/dates';

/** Monday first, as the month's weeks are laid out; 2024-01-01 was a Monday. */
const weekdays = (locale: string) =>
  Array.from({ length: 7 }, (_, index) =>
    new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2024, 0, 1 + index)),
    ),
  );

/**
 * A tour's line in a day: the name gives way (ellipsis) so its count, places left and departures always show,
 * even in a cell a 1366 px screen leaves beside the menu.
 */
function TourLine({ tour }: { tour: CalendarTour }) {
  const translate = useTranslate();
  const timed = tour.departures.filter((departure) => departure.time !== '');
  const extra =
    tour.over > 0
      ? translate('ep.run.calendar.over', { over: tour.over })
      : tour.left !== null
        ? translate('ep.run.calendar.left', { left: tour.left })
        : '';
  return (
    <Box data-testid={`calendar-tour-${tour.tour_id}`} sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', gap: 0.5, minWidth: 0 }}>
        <Typography variant="caption" noWrap sx={{ flex: '1 1 auto', minWidth: 0 }} title={tour.tour_name}>
          {tour.tour_name}
        </Typography>
        <Typography variant="caption" fontWeight="bold" sx={{ flexShrink: 0 }}>
          {tour.people}
        </Typography>
      </Box>
      {(timed.length > 0 || extra) && (
        <Typography
          variant="caption"
          component="div"
          color={tour.over > 0 ? 'error' : 'text.secondary'}
          sx={{ lineHeight: 1.2, overflowWrap: 'anywhere' }}
        >
          {[...timed.map((departure) => `${departure.time} ${departure.people}`), extra].filter(Boolean).join(' · ')}
        </Typography>
      )}
    </Box>
  );
}

function DayCell({ date, day, isToday }: { date: string; day?: CalendarDay; isToday: boolean }) {
  const translate = useTranslate();
  const basename = useBasename();
  const people = day?.people ?? 0;
  const ships = day?.ships ?? [];
  const label = [
    `${date}: ${translate('ep.run.calendar.people', { smart_count: people })}`,
    ...(ships.length > 0 ? [translate('ep.run.calendar.cruise', { ships: ships.join(', ') })] : []),
    ...(day?.left != null ? [translate('ep.run.calendar.dayLeft', { left: day.left })] : []),
    ...(day?.tours ?? []).map((tour) => `${tour.tour_name} ${tour.people}`),
  ].join('; ');
  return (
    <ButtonBase
      component={Link}
      to={`${basename}/reservas/manifest?date=${date}`}
      aria-label={label}
      data-testid={`calendar-${date}`}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'stretch',
        justifyContent: 'flex-start',
        textAlign: 'left',
        p: 0.5,
        minHeight: 64,
        border: 1,
        borderColor: isToday ? 'primary.main' : 'divider',
        borderRadius: 1,
        bgcolor: ships.length > 0 ? 'info.light' : 'background.paper',
        overflow: 'hidden',
      }}
    >
      <Stack direction="row" justifyContent="space-between" alignItems="center">
        <Typography variant="caption" fontWeight={isToday ? 'bold' : undefined}>
          {Number(date.slice(8, 10))}
        </Typography>
        {ships.length > 0 && (
          <DirectionsBoatIcon
            sx={{ fontSize: 14 }}
            titleAccess={translate('ep.run.calendar.cruise', { ships: ships.join(', ') })}
          />
        )}
      </Stack>
      {people > 0 && (
        <Typography variant="body2" fontWeight="bold">
          {people}
        </Typography>
      )}
      {day?.left != null && (
        <Typography variant="caption" color="text.secondary" data-testid={`calendar-left-${date}`}>
          {translate('ep.run.calendar.dayLeft', { left: day.left })}
        </Typography>
      )}
      <Box sx={{ display: { xs: 'none', md: 'block' } }}>
        {(day?.tours ?? []).map((tour) => (
          <TourLine key={tour.tour_id} tour={tour} />
        ))}
      </Box>
    </ButtonBase>
  );
}

/**
 * Issue 22 'reservas/calendar': a month of booked people per day and tour, cruise days marked; a day opens its
 * manifest.
 */
export function RunCalendarScreen() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<EpDataProvider>();
  const [params, setParams] = useSearchParams();
  const today = businessToday();
  const asked = params.get('month') ?? '';
  const month = monthSchema.safeParse(asked).success ? asked : today.slice(0, 7);
  const { data, isPending, error } = useQuery({
    queryKey: ['run-calendar', month],
    queryFn: async () => (await dataProvider.getRunCalendar(month)).data,
  });
  const days = new Map((data?.days ?? []).map((day) => [day.date, day]));
  const go = (offset: number) => setParams({ month: shiftMonth(month, offset) });
  return (
    <Box sx={{ mt: 1, maxWidth: 1100 }}>
      <Title title="ep.run.calendar.title" />
      <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 1 }}>
        <IconButton aria-label={translate('ep.run.calendar.previous')} onClick={() => go(-1)}>
          <ChevronLeftIcon />
        </IconButton>
        <Typography variant="h6" component="h2" sx={{ minWidth: 180, textAlign: 'center' }}>
          {formatMonth(month, locale)}
        </Typography>
        <IconButton aria-label={translate('ep.run.calendar.next')} onClick={() => go(1)}>
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      {isPending && <LoadingBar />}
      {error && <Alert severity="error">{translate('ep.list.loadError')}</Alert>}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.5 }}>
        {weekdays(locale).map((name) => (
          <Typography key={name} variant="caption" color="text.secondary" textAlign="center">
            {name}
          </Typography>
        ))}
        {monthWeeks(month)
          .flat()
          .map((date, index) =>
            date ? (
              <DayCell key={date} date={date} day={days.get(date)} isToday={date === today} />
            ) : (
              <Box key={`blank-${index}`} />
            ),
          )}
      </Box>
    </Box>
  );
}
