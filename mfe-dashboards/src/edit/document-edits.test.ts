import { dashboardDocument, interactive, passive } from '../test-support/dashboard-fixtures';
import { addWidget, arrangeSet, newWidgetId, removeWidget } from './document-edits';

const dashboard = dashboardDocument({
  widgets: [interactive({ id: 'live', order: 0, realTime: true }), passive({ id: 'a', order: 1 }), passive({ id: 'b', order: 2 })],
});
const orders = (widgets: typeof dashboard.widgets) => [...widgets].sort((x, y) => x.order - y.order).map((widget) => `${widget.order}:${widget.id}`);

it('adds a widget at the end and removes one closing the gap', () => {
  const added = addWidget(dashboard, passive({ id: 'c', order: 99 }));
  expect(orders(added.widgets)).toEqual(['0:live', '1:a', '2:b', '3:c']);
  expect(orders(removeWidget(added, 'a').widgets)).toEqual(['0:live', '1:b', '2:c']);
});

it('arranges one set and keeps the real-time set first', () => {
  const moved = arrangeSet(dashboard, false, [
    { i: 'a', x: 0, y: 1, w: 2, h: 1 },
    { i: 'b', x: 0, y: 0, w: 3, h: 2 },
  ]);
  expect(orders(moved.widgets)).toEqual(['0:live', '1:b', '2:a']);
  expect(moved.widgets.find((widget) => widget.id === 'b')).toMatchObject({ width: 3, height: 2 });
});

it('makes widget ids the dashboard does not have yet', () => {
  expect(dashboard.widgets.map((widget) => widget.id)).not.toContain(newWidgetId(dashboard));
});
