import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { preloadable } from './preloadable';

type GreetingProps = { name: string };
const Greeting = ({ name }: GreetingProps) => <p>Hello {name}</p>;

it('renders a preloaded component at once, without showing the fallback', async () => {
  const load = jest.fn(() => Promise.resolve({ default: Greeting }));
  const Screen = preloadable(load);
  expect(Screen.isLoaded()).toBe(false);
  await Screen.preload();
  await Screen.preload();
  expect(Screen.isLoaded()).toBe(true);
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Screen name="Ada" />
    </Suspense>,
  );
  expect(screen.getByText('Hello Ada')).toBeInTheDocument();
  expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it('suspends like React.lazy when rendered before its code is there', async () => {
  let resolve: (module: { default: typeof Greeting }) => void = () => undefined;
  const Screen = preloadable<GreetingProps>(() => new Promise((done) => (resolve = done)));
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Screen name="Ada" />
    </Suspense>,
  );
  expect(screen.getByText('Loading')).toBeInTheDocument();
  await act(async () => resolve({ default: Greeting }));
  expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
});

it('loads again after a failed download', async () => {
  const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ default: Greeting });
  const Screen = preloadable<GreetingProps>(load);
  await expect(Screen.preload()).rejects.toThrow('offline');
  await Screen.preload();
  render(<Screen name="Ada" />);
  expect(screen.getByText('Hello Ada')).toBeInTheDocument();
});
