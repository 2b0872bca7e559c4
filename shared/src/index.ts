import './ui/tokens.css';

export * from './contracts/index.js';
export * from './routing/route-table.js';
export * from './routing/paths.js';
export * from './routing/use-document-title.js';
export * from './plugin/remote-plugin.js';
export * from './api/client.js';
export * from './api/identification.js';
export * from './session/atoms.js';
export * from './session/page-config.js';
export * from './bus/event-bus.js';
export { Button, type ButtonProps } from './ui/Button.js';
export { Loader, PageLoader, type LoaderSize } from './ui/Loader.js';
export { Page, Card, EmptyState, Alert } from './ui/Page.js';
export { TextField, CheckboxField } from './ui/Field.js';
