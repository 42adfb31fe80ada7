import type { Reports } from '../../../domain/reports';
import { usd } from '../../components/usd';
import type { ReportColumn, ReportRow } from './ReportSection';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

/** Each report of the answer as a titled table: its columns (in words, which charted) and its rows. */
export function reportSections(report: Reports, t: Translate) {
  const column = (key: string, extra: Partial<ReportColumn> = {}): ReportColumn => ({
    key,
    label: t(`ep.reports.columns.${key}`),
    ...extra,
  });
  const money = (chart = false) =>
    ['received', 'refunded', 'net'].map((key) => column(key, { format: usd, chart: chart && key !== 'net' }));
  const revenue = (rows: ReportRow[], first: ReportColumn, chartNet = false) => ({
    columns: [
      first,
      ...money(!chartNet).map((entry) => (chartNet && entry.key === 'net' ? { ...entry, chart: true } : entry)),
    ],
    rows,
  });
  return [
    {
      id: 'revenue-period',
      title: t('ep.reports.revenueByPeriod'),
      ...revenue(
        report.revenue_by_period.map(({ key, ...row }) => ({ period: key, ...row })),
        column('period'),
      ),
    },
    {
      id: 'revenue-tour',
      title: t('ep.reports.revenueByTour'),
      ...revenue(
        report.revenue_by_tour.map(({ key: _key, name, ...row }) => ({ tour: name || t('ep.reports.noTour'), ...row })),
        column('tour'),
        true,
      ),
    },
    {
      id: 'revenue-channel',
      title: t('ep.reports.revenueByChannel'),
      ...revenue(
        report.revenue_by_channel.map(({ key, ...row }) => ({ channel: t(`ep.bookings.sources.${key}`), ...row })),
        column('channel'),
        true,
      ),
    },
    {
      id: 'revenue-partner',
      title: t('ep.partners.revenueByPartner'),
      ...revenue(
        report.revenue_by_partner.map(({ key: _key, name, ...row }) => ({
          partner: name || t('ep.partners.noPartnerRow'),
          ...row,
        })),
        { key: 'partner', label: t('ep.partners.partnerColumn') },
        true,
      ),
    },
    {
      id: 'activity',
      title: t('ep.reports.activity'),
      columns: [
        column('period'),
        column('bookings', { chart: true }),
        column('people'),
        column('cancelled', { chart: true }),
        column('no_shows', { chart: true }),
        column('no_show_rate', { format: percent }),
      ],
      rows: report.activity.map((row) => ({ ...row })),
    },
  ];
}
