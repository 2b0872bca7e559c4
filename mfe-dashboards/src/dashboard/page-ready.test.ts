import { act, renderHook } from '@testing-library/react';
import { usePageReady } from './page-ready';

const WIDGET_IDS = ['first', 'last'];
afterEach(() => jest.restoreAllMocks());

const revealedMarks = (mark: jest.SpyInstance) => mark.mock.calls.filter(([name]) => name === 'pulseboard:widgets-revealed').length;

it('marks every widget revealed as the last one reports, before the view renders again for it', () => {
  const mark = jest.spyOn(performance, 'mark');
  const { result } = renderHook(() => usePageReady(WIDGET_IDS, true));
  act(() => {
    result.current.reveal('first');
    expect(revealedMarks(mark)).toBe(0);
    result.current.reveal('last');
    // Inside act nothing has rendered yet: a mark made by an effect would not be here.
    expect(revealedMarks(mark)).toBe(1);
  });
  act(() => result.current.reveal('last'));
  expect(revealedMarks(mark)).toBe(1);
});

it('marks nothing outside print', () => {
  const mark = jest.spyOn(performance, 'mark');
  const { result } = renderHook(() => usePageReady(WIDGET_IDS, false));
  act(() => WIDGET_IDS.forEach((id) => result.current.reveal(id)));
  expect(revealedMarks(mark)).toBe(0);
});
