import { mountDevShell } from '@pulseboard/shared/dev';
import plugin from './plugin.js';

void mountDevShell(plugin, document.getElementById('root') as HTMLElement);
