import { render, screen } from '@testing-library/react';
import { CopyLink } from './CopyLink';
import { elapse, settle, setupUserWithFakeTimers } from './test-helpers';

const URL_TO_COPY = 'https://app.example.com/dashboards/q3-report?month=7&year=2025';

function setup() {
  const user = setupUserWithFakeTimers();
  const onCopied = jest.fn();
  render(
    <CopyLink url={URL_TO_COPY} onCopied={onCopied}>
      Copy URL
    </CopyLink>,
  );
  const copy = async () => {
    await user.click(screen.getByRole('button', { name: 'Copy URL' }));
    await settle();
  };
  return { copy, onCopied };
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  Reflect.deleteProperty(document, 'execCommand');
});

it('copies the URL, confirms with a tooltip for 750 ms and reports the copy', async () => {
  const { copy, onCopied } = setup();
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

  await copy();

  expect(await navigator.clipboard.readText()).toBe(URL_TO_COPY);
  expect(screen.getByRole('tooltip')).toHaveTextContent('Copied successfully');
  expect(screen.getByRole('status')).toHaveTextContent('Copied successfully');
  expect(onCopied).toHaveBeenCalledWith(URL_TO_COPY);

  elapse(749);
  expect(screen.getByRole('tooltip')).toBeInTheDocument();
  elapse(1);
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

it('restarts the 750 ms when copied again while the tooltip is up', async () => {
  const { copy, onCopied } = setup();
  await copy();
  elapse(500);
  await copy();
  elapse(500);
  expect(screen.getByRole('tooltip')).toBeInTheDocument();
  elapse(250);
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  expect(onCopied).toHaveBeenCalledTimes(2);
});

it('falls back to a selection copy when the Clipboard API refuses, and keeps focus on the button', async () => {
  const { copy, onCopied } = setup();
  jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Not allowed', 'NotAllowedError'));
  let selected = '';
  document.execCommand = jest.fn(() => {
    const textarea = document.activeElement as HTMLTextAreaElement;
    selected = textarea.value.slice(textarea.selectionStart, textarea.selectionEnd);
    return true;
  });

  await copy();
  expect(document.execCommand).toHaveBeenCalledWith('copy');
  expect(selected).toBe(URL_TO_COPY);
  expect(screen.getByRole('button', { name: 'Copy URL' })).toHaveFocus();
  expect(screen.getByRole('tooltip')).toHaveTextContent('Copied successfully');
  expect(onCopied).toHaveBeenCalledTimes(1);
});

it('says the copy failed, and does not report it, when both ways fail', async () => {
  const { copy, onCopied } = setup();
  jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
  document.execCommand = jest.fn(() => false);

  await copy();

  expect(screen.getByRole('tooltip')).toHaveTextContent('Copy failed');
  expect(onCopied).not.toHaveBeenCalled();
  elapse(750);
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
});
