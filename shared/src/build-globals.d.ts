/**
 * The version of the federation contract (@pulseboard/shared's version) an
 * app was compiled against. The build writes it into the app's own code
 * (shared/mf/webpack-app.js) and the jest preset defines it for tests; code
 * of the shared package itself runs as the host's copy, so only an app's own
 * modules can tell what they were built for.
 */
declare const __PULSEBOARD_CONTRACT__: string;
