import { useMemo } from 'react';
import {
  Button,
  dashboardSettingsFormSchema,
  Form,
  FormCheckboxField,
  FormChoiceField,
  FormTextField,
  Modal,
  RANGE_TYPES,
  SubmitButton,
  useContractForm,
  useUnsavedChanges,
  useWatch,
  type Dashboard,
  type DashboardSettings,
  deleteFile,
  fileNameOf,
  timeZoneChoices,
} from '@pulseboard/shared';
import { RANGE_TYPE_LABELS } from '../../calendar/calendar-draft.js';
import type { DashboardEditor } from '../use-dashboard-editor.js';
import { ColourField } from './ColourField.js';
import { ImageStyleField } from './ImageStyleField.js';
import { SETTINGS_OF_SAVE_PARTS, settingsFormValues, withSettings } from './settings-form.js';
import { galleryImages, unusedImages, type ColourStyle } from './style-values.js';
import styles from './Settings.module.css';

const RANGE_TYPE_CHOICES = RANGE_TYPES.map((type) => ({ value: type, label: RANGE_TYPE_LABELS[type] }));
const THEME_CHOICES = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];
const COLOURS: Array<{ key: ColourStyle; label: string }> = [
  { key: 'dashboardBackgroundColor', label: 'Page background colour' },
  { key: 'backgroundColor', label: 'Widget background colour' },
  { key: 'color', label: 'Text colour' },
];
const IMAGES = [
  { key: 'logoImage', label: 'Logo' },
  { key: 'clientImage', label: 'Client logo' },
  { key: 'backgroundImage', label: 'Background image' },
] as const;
const DATES = [
  { key: 'startDate', label: 'Start date' },
  { key: 'endDate', label: 'End date' },
  { key: 'compareStartDate', label: 'Compare from' },
  { key: 'compareEndDate', label: 'Compare to' },
] as const;

/**
 * The dashboard's own settings (spec §2, §3): name, footer, default range,
 * time zone, date selector, theme, colours and images. Leaving it edited,
 * by Cancel, Escape or a click outside, asks first.
 */
export function DashboardSettingsDialog({ editor, draft, onClose }: { editor: DashboardEditor; draft: Dashboard; onClose: () => void }) {
  const form = useContractForm(dashboardSettingsFormSchema, { defaultValues: settingsFormValues(draft) });
  const { confirmDiscard, dialog } = useUnsavedChanges(form.formState.isDirty);
  const [rangeType, typedStyles] = useWatch({ control: form.control, name: ['rangeType', 'styles'] });
  const gallery = galleryImages({ ...draft, styles: { ...draft.styles, ...typedStyles } });
  const timeZones = useMemo(() => timeZoneChoices(draft.timezone), [draft.timezone]);

  const leave = async () => {
    if (await confirmDiscard()) onClose();
  };

  const save = async (values: DashboardSettings) => {
    const settings = withSettings(draft, values);
    const outcome = await editor.edit((document) => ({ ...settings, widgets: document.widgets }));
    if (outcome?.status === 'failed') throw outcome.error;
    for (const url of unusedImages(draft, settings)) void deleteFile(fileNameOf(url)).catch(() => undefined);
    onClose();
  };

  return (
    <>
      <Modal open onOpenChange={(open) => !open && void leave()} title="Dashboard settings" size="medium">
        <Form form={form} onSubmit={save} fieldOf={SETTINGS_OF_SAVE_PARTS} className={styles.form} aria-label="Dashboard settings">
          <FormTextField name="name" label="Name" required />
          <FormTextField name="footer" label="Footer" />
          <div className={styles.row}>
            <FormChoiceField name="rangeType" label="Default period" choices={RANGE_TYPE_CHOICES} />
            <FormChoiceField name="timezone" label="Time zone" choices={timeZones} />
            <FormCheckboxField name="hiddenDateSelector" label="Hide the date selector" />
          </div>
          {rangeType === 'custom' ? (
            <div className={styles.row}>
              {DATES.map(({ key, label }) => (
                <FormTextField key={key} name={key} label={label} type="date" />
              ))}
            </div>
          ) : null}
          <FormChoiceField name="styles.theme" label="Theme" choices={THEME_CHOICES} />
          <div className={styles.row}>
            {COLOURS.map(({ key, label }) => (
              <ColourField key={key} style={key} label={label} />
            ))}
          </div>
          <div className={styles.row}>
            {IMAGES.map(({ key, label }) => (
              <ImageStyleField key={key} style={key} label={label} gallery={gallery} />
            ))}
          </div>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => void leave()}>
              Cancel
            </Button>
            <SubmitButton feedback pendingLabel="Saving…">
              Save settings
            </SubmitButton>
          </div>
        </Form>
      </Modal>
      {dialog}
    </>
  );
}
