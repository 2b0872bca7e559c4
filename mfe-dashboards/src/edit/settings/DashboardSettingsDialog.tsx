import { useState } from 'react';
import { Button, CheckboxField, FeedbackButton, Modal, RANGE_TYPES, TextField, type Dashboard, type RangeType } from '@pulseboard/shared';
import { deleteFile, fileNameOf } from '../../api/dashboard-edit.js';
import { RANGE_TYPE_LABELS } from '../../calendar/calendar-draft.js';
import { timeZoneChoices } from '../../automatic-reports/time-zones.js';
import type { DashboardEditor } from '../use-dashboard-editor.js';
import { ImageStyleField } from './ImageStyleField.js';
import { galleryImages, unusedImages, withColour, type ColourStyle } from './style-values.js';
import styles from './Settings.module.css';

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

/** A colour's text as typed; the document takes it only when it is a colour (withColour). */
function ColourField({ label, value, onChange }: { label: string; value: string | null; onChange: (text: string) => void }) {
  const [text, setText] = useState(value ?? '');
  const ignored = text.trim() !== '' && text.trim() !== value;
  return (
    <TextField
      label={label}
      value={text}
      placeholder="The theme's"
      error={ignored ? 'Not a colour: the previous one is kept.' : undefined}
      onChange={(event) => {
        setText(event.target.value);
        onChange(event.target.value);
      }}
    />
  );
}

/** The dashboard's own settings (spec §2, §3): name, footer, default range, time zone, date selector, theme, colours and images. */
export function DashboardSettingsDialog({ editor, draft, onClose }: { editor: DashboardEditor; draft: Dashboard; onClose: () => void }) {
  const [settings, setSettings] = useState(draft);
  const set = (change: Partial<Dashboard>) => setSettings((current) => ({ ...current, ...change }));
  const gallery = galleryImages(settings);
  const [timeZones] = useState(() => timeZoneChoices(draft.timezone));

  const save = async () => {
    const outcome = await editor.edit((document) => ({ ...settings, widgets: document.widgets }));
    if (outcome?.status === 'failed') throw outcome.error;
    for (const url of unusedImages(draft, settings)) void deleteFile(fileNameOf(url)).catch(() => undefined);
    onClose();
  };

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title="Dashboard settings" size="medium">
      <form className={styles.form} onSubmit={(event) => event.preventDefault()}>
        <TextField label="Name" required value={settings.name} onChange={(event) => set({ name: event.target.value })} />
        <TextField label="Footer" value={settings.footer} onChange={(event) => set({ footer: event.target.value })} />
        <div className={styles.row}>
          <label className={styles.field}>
            Default period
            <select value={settings.rangeType} onChange={(event) => set({ rangeType: event.target.value as RangeType })}>
              {RANGE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {RANGE_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            Time zone
            <select value={settings.timezone} onChange={(event) => set({ timezone: event.target.value })}>
              {timeZones.map((zone) => (
                <option key={zone.value} value={zone.value}>
                  {zone.label}
                </option>
              ))}
            </select>
          </label>
          <CheckboxField label="Hide the date selector" checked={settings.hiddenDateSelector} onChange={(event) => set({ hiddenDateSelector: event.target.checked })} />
        </div>
        {settings.rangeType === 'custom' ? (
          <div className={styles.row}>
            {DATES.map(({ key, label }) => (
              <TextField key={key} label={label} type="date" value={settings[key] ?? ''} onChange={(event) => set({ [key]: event.target.value || null })} />
            ))}
          </div>
        ) : null}
        <label className={styles.field}>
          Theme
          <select value={settings.styles.theme} onChange={(event) => set({ styles: { ...settings.styles, theme: event.target.value === 'dark' ? 'dark' : 'light' } })}>
            <option value="light">Light</option>
            <option value="dark">Dark</option>
          </select>
        </label>
        <div className={styles.row}>
          {COLOURS.map(({ key, label }) => (
            <ColourField key={key} label={label} value={settings.styles[key]} onChange={(text) => set({ styles: withColour(settings.styles, key, text) })} />
          ))}
        </div>
        <div className={styles.row}>
          {IMAGES.map(({ key, label }) => (
            <ImageStyleField key={key} style={key} label={label} value={settings.styles[key]} gallery={gallery} onChange={(url) => set({ styles: { ...settings.styles, [key]: url } })} />
          ))}
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <FeedbackButton onAction={save} disabled={settings.name.trim() === ''}>
            Save settings
          </FeedbackButton>
        </div>
      </form>
    </Modal>
  );
}
