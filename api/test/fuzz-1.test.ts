import { fuzzRoutes } from './helpers/fuzz/suite.js';

fuzzRoutes(0, 4);
