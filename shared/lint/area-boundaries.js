import path from 'node:path';

/**
 * Import boundaries between the federated areas. A remote may import only
 * `@pulseboard/shared` and npm packages; the host must not import a remote
 * (it loads them at runtime); shared imports no app. Relative imports may not
 * climb out of the importing package.
 */
const WORKSPACE_SCOPE = '@pulseboard/';

function packageOf(filename, repoRoot) {
  const relative = path.relative(repoRoot, filename);
  if (relative.startsWith('..')) return null;
  return relative.split(path.sep)[0] ?? null;
}

function allowedWorkspaceImports(pkg) {
  if (pkg === 'shared') return [];
  if (pkg.startsWith('mfe-') || pkg === 'host') return ['shared'];
  return null; // api and e2e may use any workspace package
}

export const areaBoundariesRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep the host, the remotes and shared independent of each other' },
    schema: [{ type: 'object', properties: { repoRoot: { type: 'string' } }, additionalProperties: false }],
    messages: {
      workspace: "'{{source}}' may not be imported from {{pkg}}: only {{allowed}} and npm packages are allowed.",
      escape: "'{{source}}' reaches outside {{pkg}}; share code through @pulseboard/shared instead.",
    },
  },
  create(context) {
    const repoRoot = context.options[0]?.repoRoot ?? context.cwd;
    const filename = context.filename;
    const pkg = packageOf(filename, repoRoot);
    if (!pkg) return {};
    const allowed = allowedWorkspaceImports(pkg);

    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      if (source.startsWith('.')) {
        const target = path.resolve(path.dirname(filename), source);
        if (packageOf(target, repoRoot) !== pkg) {
          context.report({ node: node.source, messageId: 'escape', data: { source, pkg } });
        }
        return;
      }
      if (allowed === null || !source.startsWith(WORKSPACE_SCOPE)) return;
      const target = source.slice(WORKSPACE_SCOPE.length).split('/')[0];
      if (target !== pkg && !allowed.includes(target)) {
        const allowedText = allowed.length ? allowed.map((name) => WORKSPACE_SCOPE + name).join(', ') : 'nothing from the workspace';
        context.report({ node: node.source, messageId: 'workspace', data: { source, pkg, allowed: allowedText } });
      }
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'area-boundaries': areaBoundariesRule } };
