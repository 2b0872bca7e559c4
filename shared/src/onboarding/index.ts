export * from './flows.js';
export * from './engine.js';
export * from './state.js';
