import { browserJestConfig } from '@pulseboard/shared/jest/preset';

export default browserJestConfig();
