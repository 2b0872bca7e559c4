import { expect, type Locator, type Page } from '@playwright/test';

/** Picks an option of a remote-search select: type, wait for the list, choose. */
async function choose(scope: Locator, label: string | RegExp, search: string, option: RegExp): Promise<void> {
  const box = scope.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(search);
  await scope.getByRole('option', { name: option }).first().click();
}

export interface SampleWidget {
  title: string;
  metrics: string[];
  dimension?: string;
  format: string;
  dataset?: string;
}

/** Adds an interactive widget on the sample data (client Acme Shoes) through the widget editor. */
export async function addSampleWidget(page: Page, widget: SampleWidget, beforeSave?: (editor: Locator) => Promise<void>): Promise<void> {
  await page.getByRole('button', { name: 'Add widget' }).click();
  const editor = page.getByRole('dialog');
  await editor.getByRole('combobox', { name: /^Source type/ }).selectOption({ label: 'Sample data' });
  await editor.getByRole('combobox', { name: /^Source(?! type)/ }).selectOption({ label: 'Sample data' });
  await choose(editor, 'Client', 'Acme', /acme/i);
  await editor.getByRole('combobox', { name: /^Data/ }).selectOption({ label: widget.dataset ?? 'Web analytics' });
  for (const metric of widget.metrics) await choose(editor, 'Add to Metrics', metric, new RegExp(`^${metric}$`));
  if (widget.dimension) await choose(editor, 'Dimension (optional)', widget.dimension, new RegExp(`^${widget.dimension}$`));
  await editor.getByRole('combobox', { name: /^Format(?! of)/ }).selectOption({ label: widget.format });
  await editor.getByLabel('Title').fill(widget.title);
  if (beforeSave) await beforeSave(editor);
  await editor.getByRole('button', { name: 'Save widget' }).click();
  await expect(page.getByRole('article', { name: widget.title })).toBeVisible();
}
