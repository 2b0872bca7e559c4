import { describePluginContract } from '@pulseboard/shared/testing';
import plugin from './plugin';

describePluginContract('groups', plugin);
