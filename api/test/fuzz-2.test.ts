import { fuzzRoutes } from './helpers/fuzz/suite.js';

fuzzRoutes(1, 4);
