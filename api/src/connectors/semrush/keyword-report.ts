import { dayParts, startOfMonth } from '@pulseboard/shared/dates';
import type { DateRange } from '@pulseboard/shared/contracts';
import type { KeywordRanking } from '../seo/keyword-rankings.js';
import type { ConnectorContext } from '../types.js';
import { csvNumber } from './csv.js';
import type { SemrushApi } from './semrush-api.js';

/** Keywords read per widget: Semrush charges each line (10 units), and a report shows the ones that bring the most traffic. */
const KEYWORDS_READ = 100;

/**
 * Where the domain ranks for its keywords (`domain_organic`, most traffic
 * first), with the position at Semrush's previous update: now when the range
 * reaches into this month, else as of the monthly update of the range's last
 * month (`display_date`), so last month's report shows last month.
 */
export async function keywordRankings(api: SemrushApi, context: ConnectorContext, question: { target: string; database: string; range: DateRange; today: string }): Promise<KeywordRanking[]> {
  const { range, today } = question;
  const past = range.endDate < startOfMonth(today);
  const end = dayParts(range.endDate);
  const rows = await api.report(context, {
    type: 'domain_organic',
    domain: question.target,
    database: question.database,
    export_columns: 'Ph,Po,Pp,Nq,Tr',
    display_sort: 'tr_desc',
    display_limit: String(KEYWORDS_READ),
    ...(past ? { display_date: `${end.year}${String(end.month).padStart(2, '0')}15` } : {}),
  });
  return rows
    .filter((row) => row.Keyword)
    .map((row) => {
      const previous = csvNumber(row['Previous Position']);
      return {
        keyword: row.Keyword!,
        position: csvNumber(row.Position),
        // 0: the domain did not rank for it at the previous update.
        previousPosition: previous > 0 ? previous : null,
        searchVolume: csvNumber(row['Search Volume']),
        trafficShare: csvNumber(row['Traffic (%)']),
      };
    });
}
