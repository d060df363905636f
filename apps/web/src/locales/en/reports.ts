import { REPORT_TEXTS } from '@logicareers/shared/report-texts';

/** The reports' screens: the words shared with the server's CSV, and the page's own. */
export const reports = {
  ...REPORT_TEXTS.en,
  page: {
    report: 'Report',
    reportsOf: 'Reports',
    range: 'Dates',
    from: 'From',
    to: 'To',
    download: 'Download CSV',
    caption: '{{title}}, {{from}} to {{to}}',
    empty: 'Nothing happened in these dates yet. Try a longer range.',
    noChoice: 'Nothing matches',
    loading: 'Loading the report',
    asOfToday: 'As of today',
    openReport: 'Open the report',
    chartTop: 'The chart shows the first {{count}}; the table has them all.',
    dashboardTitle: 'Last 90 days',
  },
};
