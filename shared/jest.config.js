import { browserJestConfig } from './jest/preset.js';

export default browserJestConfig();
