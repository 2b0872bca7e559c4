import { interactive } from '../../test-support/dashboard-fixtures';
import { widgetsNearFirstScreen } from './first-screen';

const ids = (widgets: Array<{ id: string }>) => widgets.map((widget) => widget.id);

it('names the widgets whose first row starts within the viewport and the margin, in the layout of four columns', () => {
  // Rows 226 px apart: with a 500 px viewport and the 400 px margin, rows 0 to 3 start within reach.
  const widgets = Array.from({ length: 12 }, (_, index) => interactive({ id: `w${index}`, order: index, width: 2, height: 1 }));
  expect(ids(widgetsNearFirstScreen([widgets], 500))).toEqual(['w0', 'w1', 'w2', 'w3', 'w4', 'w5', 'w6', 'w7']);
});

it('counts a tall widget by the row it starts on', () => {
  const widgets = [interactive({ id: 'tall', order: 0, width: 4, height: 3 }), interactive({ id: 'below', order: 1, width: 4, height: 1 })];
  expect(ids(widgetsNearFirstScreen([widgets], 230))).toEqual(['tall']);
  expect(ids(widgetsNearFirstScreen([widgets], 300))).toEqual(['tall', 'below']);
});

it('lays the second set out under the first', () => {
  const realTime = [interactive({ id: 'live', order: 0, width: 4, height: 3, realTime: true })];
  const normal = [interactive({ id: 'first', order: 0, width: 4 }), interactive({ id: 'second', order: 1, width: 4 })];
  // The real-time set takes rows 0 to 2; the report's rows start at 3 (678 px) and 4 (904 px).
  expect(ids(widgetsNearFirstScreen([realTime, normal], 400))).toEqual(['live', 'first']);
});
