import { fuzzRoutes } from './helpers/fuzz/suite.js';

fuzzRoutes(3, 4);
