import { interactive, instance, widgetData } from '../../test-support/dashboard-fixtures.js';
import { metricColumns } from './metric-columns.js';

const money = { key: 'web:cost', label: 'Cost', format: 'money' as const };

describe('metric columns', () => {
  it('shows money in the currency the source reported, unless the instance chose one', () => {
    const reported = widgetData({ columns: [{ ...money, currency: 'EUR' }] });
    expect(metricColumns(interactive({ id: 'w', instances: [instance()] }), reported)[0]?.number.currency).toBe('EUR');
    expect(metricColumns(interactive({ id: 'w', instances: [instance({ currency: 'GBP' })] }), reported)[0]?.number.currency).toBe('GBP');
    expect(metricColumns(interactive({ id: 'w', instances: [instance()] }), widgetData({ columns: [money] }))[0]?.number.currency).toBeUndefined();
  });
});
