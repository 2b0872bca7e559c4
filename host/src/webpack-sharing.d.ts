/**
 * webpack's Module Federation sharing API, which the build replaces in the
 * shell's own code (remotes/containers.ts): fills the page's `default` share
 * scope with the shell's shared modules, and the scope itself, handed to each
 * remote container as it starts.
 */
declare function __webpack_init_sharing__(scope: string): Promise<void>;
declare const __webpack_share_scopes__: { default: unknown };
