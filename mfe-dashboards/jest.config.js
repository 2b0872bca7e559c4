import { browserJestConfig } from '@pulseboard/shared/jest/preset';

const preset = browserJestConfig();

export default { ...preset, setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/jest.setup.ts'] };
