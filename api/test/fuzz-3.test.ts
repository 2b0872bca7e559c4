import { fuzzRoutes } from './helpers/fuzz/suite.js';

fuzzRoutes(2, 4);
