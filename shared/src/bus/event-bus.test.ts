import { EventBus } from './event-bus';

it('delivers a valid payload to every listener until they unsubscribe', () => {
  const bus = new EventBus();
  const first = jest.fn();
  const second = jest.fn();
  const off = bus.on('ui:notify', first);
  bus.on('ui:notify', second);
  bus.emit('ui:notify', { level: 'success', message: 'Saved' });
  off();
  bus.emit('ui:notify', { level: 'info', message: 'Again' });
  expect(first).toHaveBeenCalledTimes(1);
  expect(second).toHaveBeenCalledTimes(2);
});

it('refuses a payload that breaks the event schema', () => {
  const bus = new EventBus();
  const listener = jest.fn();
  bus.on('ui:notify', listener);
  expect(() => bus.emit('ui:notify', { level: 'loud', message: '' } as never)).toThrow();
  expect(listener).not.toHaveBeenCalled();
});

it('keeps calling listeners after one throws', () => {
  const bus = new EventBus();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const after = jest.fn();
  bus.on('ui:notify', () => {
    throw new Error('listener bug');
  });
  bus.on('ui:notify', after);
  bus.emit('ui:notify', { level: 'error', message: 'x' });
  expect(after).toHaveBeenCalled();
});
